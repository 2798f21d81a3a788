import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Tint } from '../tinted-chip/tinted-chip';

type Props = {
  title: string;
  /** Undefined while loading: the figure is a skeleton. */
  value?: string;
  /** The figure's share of the whole, shown in the tone's colour beside it. */
  share?: string;
  hint: ReactNode;
  icon: Icon;
  tone: Tint;
};

/** A count above a list, with its share of the whole and a hint; the tinted icon on the end side. */
export function ShareStatCard({ title, value, share, hint, icon: StatIcon, tone }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, p: 3, '&:last-child': { pb: 3 } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography color="text.primary">{title}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 0.5 }}>
            <Typography variant="h4" component="p">
              {value ?? <Skeleton width={56} />}
            </Typography>
            {share && (
              <Typography color={`${tone}.main`} sx={{ fontWeight: 500 }}>
                ({share})
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            width: 42,
            height: 42,
            borderRadius: 1.5,
            color: theme.palette[tone].main,
            bgcolor: alpha(theme.palette[tone].main, 0.16),
          })}
        >
          <StatIcon size={26} />
        </Box>
      </CardContent>
    </Card>
  );
}
