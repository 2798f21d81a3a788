import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';
import { CarouselSlides, type Slide } from './carousel-slides';

const SLIDES: Omit<Slide, 'title' | 'text'>[] = [
  { key: 'shipping', tint: 'primary' },
  { key: 'returns', tint: 'success' },
  { key: 'support', tint: 'info' },
  { key: 'gift', tint: 'warning' },
  { key: 'sale', tint: 'error' },
];

/** embla-carousel-react: keyboard, buttons, dots, swipe, and right to left. */
export function CarouselPage() {
  const k = useKitText('extensions', 'carousel');
  const slides = SLIDES.map((s) => ({
    ...s,
    title: k(`slides.${s.key}.title`),
    text: k(`slides.${s.key}.text`),
  }));
  const labels = {
    carousel: k('label'),
    slide: (n: number, total: number) => k('slide', { n, total }),
    previous: k('previous'),
    next: k('next'),
    goTo: (n: number) => k('goTo', { n }),
  };
  return (
    <KitPage section="extensions" name="carousel">
      <Specimen
        title={k('loop.title')}
        description={k('loop.description')}
        importLine="import useEmblaCarousel from 'embla-carousel-react';"
        props={[
          { name: 'loop', type: 'boolean', description: k('props.loop') },
          { name: 'direction', type: "'ltr' | 'rtl'", description: k('props.direction') },
          { name: 'align', type: "'start' | 'center' | 'end'", description: k('props.align') },
        ]}
      >
        <CarouselSlides slides={slides} labels={labels} />
      </Specimen>
      <Specimen title={k('ends.title')} description={k('ends.description')}>
        <CarouselSlides
          slides={slides.slice(0, 3)}
          labels={{ ...labels, carousel: k('labelEnds') }}
          loop={false}
        />
      </Specimen>
    </KitPage>
  );
}
