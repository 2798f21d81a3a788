import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IntlFormat } from '@/lib/intl-format';
import type { DonutSlice } from './donut-chart';

type Props = { slices: DonutSlice[]; format: IntlFormat; label?: string };

/** A donut's legend: each slice's colour, name, count and share of all slices, one per line. */
export function DonutLegend({ slices, format, label }: Props) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <Stack spacing={1.25} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {slices.map((d) => (
        <Stack key={d.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: d.color }} />
          <Typography sx={{ flex: 1 }}>{d.label}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{format.number(d.value)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 48, textAlign: 'end' }}>
            {format.percent(total > 0 ? d.value / total : 0)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
