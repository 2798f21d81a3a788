import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import type { Tint } from '@/components/tinted-chip/tinted-chip';

export type Slide = { key: string; title: string; text: string; tint: Tint };
type Labels = {
  carousel: string;
  slide: (n: number, total: number) => string;
  previous: string;
  next: string;
  goTo: (n: number) => string;
};

/**
 * Slides that move by swipe, the buttons, the dots and the arrow keys; right to left when the theme is
 * (Embla's `direction`), so the first slide starts on the right and the arrows follow the reading order.
 */
export function CarouselSlides({
  slides,
  labels,
  loop = true,
}: {
  slides: Slide[];
  labels: Labels;
  loop?: boolean;
}) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [viewport, embla] = useEmblaCarousel({ loop, direction: theme.direction, align: 'start' });
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    // The arrow towards the end of the line goes forward, whichever the direction.
    const forward = (e.key === 'ArrowRight') !== rtl;
    if (forward) next();
    else previous();
  };
  const Back = rtl ? IconChevronRight : IconChevronLeft;
  const Forward = rtl ? IconChevronLeft : IconChevronRight;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4, borderRadius: 1 },
      }}
    >
      <Box ref={viewport} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', marginInlineStart: -2 }}>
          {slides.map((slide, i) => (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, slides.length)}
              sx={{ flex: { xs: '0 0 100%', sm: '0 0 50%' }, minWidth: 0, paddingInlineStart: 2 }}
            >
              <Box
                sx={{
                  height: 160,
                  borderRadius: 1.5,
                  p: 3,
                  bgcolor: alpha(theme.palette[slide.tint].main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
                  borderInlineStart: 4,
                  borderColor: `${slide.tint}.main`,
                }}
              >
                <Typography variant="h6" component="p" sx={{ color: `${slide.tint}.main` }}>
                  {slide.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {slide.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2, gap: 1 }}>
        <IconButton aria-label={labels.previous} onClick={previous}>
          <Back size={20} aria-hidden />
        </IconButton>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}>
          {slides.map((slide, i) => (
            <IconButton
              key={slide.key}
              size="small"
              aria-label={labels.goTo(i + 1)}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
            >
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: i === selected ? 'primary.main' : 'action.disabled',
                }}
              />
            </IconButton>
          ))}
        </Box>
        <IconButton aria-label={labels.next} onClick={next}>
          <Forward size={20} aria-hidden />
        </IconButton>
      </Box>
    </Box>
  );
}
