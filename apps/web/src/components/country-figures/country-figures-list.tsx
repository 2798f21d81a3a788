import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChangeChip } from '@/components/date-range/change-chip';
import type { IntlFormat } from '@/lib/intl-format';

export type CountryFigure = {
  countryCode: string;
  /** The English name, shown when the reader's language has none for the code. */
  country: string;
  current: number;
  previous: number;
  /** The line under the name: "120 orders", "80 delivered". */
  detail: string;
};

type Props = {
  rows: CountryFigure[];
  format: IntlFormat;
  /** How a figure reads: money or a plain number (the default). */
  show?: (value: number) => string;
  /** With it, each row has a bar of its share of all rows' figures, labelled by this text. */
  shareLabel?: (name: string, share: string) => string;
  empty: string;
  /** What the shares are of, when the rows are only the first of a longer list. */
  total?: number;
};

/**
 * The dashboards' per-country lists (shop, CRM, logistics): code badge, name in the reader's language,
 * the period's figure with its change since the previous period, a detail line and an optional share bar.
 */
export function CountryFiguresList(props: Props) {
  const { rows, format, show = props.format.number, shareLabel, empty } = props;
  const total = props.total ?? rows.reduce((sum, r) => sum + r.current, 0);
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((r) => {
        const name = format.country(r.countryCode.toUpperCase(), r.country);
        const share = total > 0 ? r.current / total : 0;
        const detail = (
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 88, textAlign: 'end' }}>
            {r.detail}
          </Typography>
        );
        return (
          <Stack key={r.countryCode} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            {/* A flag emoji needs a colour-emoji font the machine may lack: the code is always legible. */}
            <Avatar
              aria-hidden
              variant="rounded"
              sx={{
                width: 36,
                height: 28,
                fontSize: 13,
                fontWeight: 600,
                bgcolor: 'action.selected',
                color: 'text.primary',
              }}
            >
              {r.countryCode.toUpperCase()}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {name}
                </Typography>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexShrink: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{show(r.current)}</Typography>
                  <ChangeChip current={r.current} previous={r.previous} format={format} show={show} />
                </Stack>
              </Stack>
              {shareLabel ? (
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={share * 100}
                    aria-label={shareLabel(name, format.percent(share))}
                    sx={{ flex: 1, height: 6, borderRadius: 3 }}
                  />
                  {detail}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {r.detail}
                </Typography>
              )}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
