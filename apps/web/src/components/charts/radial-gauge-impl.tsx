import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { type ChartTone, toneColor } from './chart-style';

export type RadialGaugeProps = {
  /** The share, between 0 and `max`. */
  value: number;
  /** 100 by default: a percentage. */
  max?: number;
  /** The gauge's name for screen readers, e.g. "Deliveries on time" (a meter needs one). */
  label: string;
  /** The figure in the middle and the value screen readers announce, e.g. "87%". */
  text: string;
  size: number;
  /** The theme colour of the filled arc; primary by default. */
  tone?: ChartTone;
  /** 'full': a ring; 'half': an arc from nine to three o'clock. */
  shape?: 'full' | 'half';
};

/**
 * A share as a ring (MUI X Gauge): the filled arc in the theme's colour on a track in the divider
 * colour, the figure in the middle. It has no tooltip: the figure is written in it and read out as the
 * meter's value. The meter is this wrapper: MUI X hides its own drawing from screen readers.
 */
export function RadialGaugeImpl({
  value,
  max = 100,
  label,
  text,
  size,
  tone = 'primary',
  shape = 'full',
}: RadialGaugeProps) {
  const theme = useTheme();
  const half = shape === 'half';
  // In right to left the arc fills from the right, as a progress bar does.
  const turn = theme.direction === 'rtl' ? -1 : 1;
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuetext={text}
      sx={{ display: 'inline-flex' }}
    >
      <Gauge
        width={size}
        height={half ? size / 2 + 16 : size}
        value={value}
        valueMax={max}
        startAngle={(half ? -90 : 0) * turn}
        endAngle={(half ? 90 : 360) * turn}
        innerRadius="78%"
        outerRadius="100%"
        cornerRadius="50%"
        text={text}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: toneColor(theme, tone, 0) },
          [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.divider },
          [`& .${gaugeClasses.valueText} text`]: {
            fill: theme.palette.text.primary,
            fontSize: theme.typography.h6.fontSize,
            fontWeight: 600,
          },
        }}
      />
    </Box>
  );
}
