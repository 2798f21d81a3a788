import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IntlFormat } from '@/lib/intl-format';
import type { Tint } from './tinted-chip/tinted-chip';

export type TimelineItem = {
  id: string | number;
  /** The dot's colour. */
  tone: Tint;
  title: ReactNode;
  /** When it happened (ISO), shown as date and time on the end side. */
  at: string;
  /** A line under the title ("by Ana Lee"). */
  detail?: ReactNode;
};

type Props = { items: TimelineItem[]; format: IntlFormat; testId?: string };

/** Events one under another on a line of dots, newest first (the CRM activity, the cards catalogue). */
export function Timeline({ items, format, testId }: Props) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid={testId}>
      {items.map((a, i) => {
        const last = i === items.length - 1;
        return (
          <Box
            key={a.id}
            component="li"
            sx={{
              position: 'relative',
              // Physical sides: the RTL stylis plugin mirrors them for Arabic.
              pl: 2.5,
              pb: last ? 0 : 2,
              borderLeft: 2,
              borderColor: last ? 'transparent' : 'divider',
              ml: 0.75,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 2,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: `${a.tone}.main`,
              },
            }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
                {a.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="time" dateTime={a.at}>
                {format.date(a.at)} {format.time(a.at)}
              </Typography>
            </Stack>
            {a.detail && (
              <Typography variant="body2" color="text.secondary">
                {a.detail}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
