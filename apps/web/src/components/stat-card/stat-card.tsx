import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Tint } from '../tinted-chip/tinted-chip';
import { TintedIcon } from '../tinted-icon';

export type StatTone = Tint;

type Props = {
  title: string;
  /** Undefined while loading: the figure is a skeleton. */
  value?: string;
  hint?: ReactNode;
  icon: Icon;
  tone: StatTone;
  /** Beside the figure, e.g. its growth. */
  badge?: ReactNode;
};

/** A figure with its title and a hint, a tinted icon on the end side. */
export function StatCard({ title, value, hint, icon, tone, badge }: Props) {
  const figure = (
    <Typography variant="h4" component="p">
      {value ?? <Skeleton width={80} />}
    </Typography>
  );
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2 } }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          {/* h2: the cards sit right under the page's h1, and a skipped level is axe's heading-order. */}
          <Typography variant="body1" component="h2" sx={{ color: 'text.secondary' }}>
            {title}
          </Typography>
          {badge ? (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {figure}
              {badge}
            </Stack>
          ) : (
            figure
          )}
          {hint && (
            <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
              {hint}
            </Typography>
          )}
        </Stack>
        <TintedIcon icon={icon} tone={tone} iconSize={26} />
      </CardContent>
    </Card>
  );
}
