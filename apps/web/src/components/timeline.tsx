import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Tint } from './tinted-chip/tinted-chip';

export type TimelineEntry = {
  id: string | number;
  /** What happened, in the reader's language. */
  title: ReactNode;
  /** When, as an ISO date-time (the `<time>` element's value) and as shown. */
  dateTime: string;
  time: string;
  /** A longer note under the title, kept as typed (line breaks included). */
  note?: ReactNode;
  /** A small line under it: who did it. */
  caption?: ReactNode;
  /** The entry where things stand now: its dot is in the primary colour. */
  current?: boolean;
  /** The dot's colour when it tells a kind apart (an order's status, a kind of activity); grey when absent. */
  tone?: Tint;
};

type Props = { label: string; entries: TimelineEntry[]; testId?: string };

/**
 * Events in order down a line of dots, as an ordered list: an order's history, the CRM's activity, the
 * cards catalogue's latest orders.
 */
export function Timeline({ label, entries, testId }: Props) {
  return (
    <Box component="ol" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => {
        const last = index === entries.length - 1;
        const dot = entry.current ? 'primary' : entry.tone;
        return (
          <Box
            component="li"
            key={entry.id}
            aria-current={entry.current ? 'step' : undefined}
            sx={{ display: 'flex', gap: 2 }}
          >
            <Box
              sx={{
                position: 'relative',
                flexShrink: 0,
                width: 14,
                display: 'flex',
                justifyContent: 'center',
              }}
            >
              <Box
                aria-hidden
                sx={(theme) => ({
                  mt: 0.75,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: dot ? `${dot}.main` : 'action.disabled',
                  boxShadow: `0 0 0 3px ${alpha(dot ? theme.palette[dot].main : theme.palette.action.disabled, 0.16)}`,
                  zIndex: 1,
                })}
              />
              {!last && (
                <Box
                  aria-hidden
                  sx={{ position: 'absolute', top: 24, bottom: 0, width: '1px', bgcolor: 'divider' }}
                />
              )}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1, pb: last ? 0 : 3 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
                <Typography sx={{ fontWeight: 500 }}>{entry.title}</Typography>
                <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.dateTime}>
                  {entry.time}
                </Typography>
              </Box>
              {entry.note && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                  {entry.note}
                </Typography>
              )}
              {entry.caption && (
                <Typography variant="caption" color="text.secondary">
                  {entry.caption}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
