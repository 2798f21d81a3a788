import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';
import type { IntlFormat } from '@/lib/intl-format';
import { DonutChart, type DonutSlice } from './donut-chart';
import { DonutLegend } from './donut-legend';

type Props = { title: string; subheader?: ReactNode; slices: DonutSlice[]; format: IntlFormat };

/** A card of one donut and its legend (orders by status, the cards catalogue's widgets). */
export function DonutCard({ title, subheader, slices, format }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          role="img"
          aria-label={slices.map((d) => `${d.label}: ${format.number(d.value)}`).join(', ')}
          sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}
        >
          <DonutChart size={200} data={slices} innerRadius={62} outerRadius={96} />
        </Box>
        <DonutLegend slices={slices} format={format} />
      </CardContent>
    </Card>
  );
}
