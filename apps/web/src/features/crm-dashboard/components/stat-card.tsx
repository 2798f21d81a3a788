import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Tone } from '../lib/tones';
import { TintedIcon } from './tinted-icon';

type Props = { title: string; value: string; hint: string; icon: Icon; tone: Tone; badge?: ReactNode };

/** A figure with its title and a hint, the tinted icon on the end side. */
export function StatCard({ title, value, hint, icon, tone, badge }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2 } }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body1" component="h3" sx={{ color: 'text.secondary' }}>
            {title}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="p">
              {value}
            </Typography>
            {badge}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        </Stack>
        <TintedIcon icon={icon} tone={tone} />
      </CardContent>
    </Card>
  );
}
