import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type StatTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

type Props = {
  title: string;
  /** Undefined while loading: the figure is a skeleton. */
  value?: string;
  hint?: ReactNode;
  icon: Icon;
  tone: StatTone;
};

/** A figure with its title and a hint, a tinted icon on the end side. */
export function StatCard({ title, value, hint, icon: IconComponent, tone }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2 } }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body1" component="h3" sx={{ color: 'text.secondary' }}>
            {title}
          </Typography>
          <Typography variant="h4" component="p">
            {value ?? <Skeleton width={80} />}
          </Typography>
          {hint && (
            <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
              {hint}
            </Typography>
          )}
        </Stack>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 42,
            height: 42,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            color: theme.palette[tone].main,
            bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.24 : 0.16),
          })}
        >
          <IconComponent size={26} stroke={1.7} />
        </Box>
      </CardContent>
    </Card>
  );
}
