import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntlFormat } from '@/lib/intl-format';

export type InvoiceSum = { key: string; label: string; value: number };

type Props = {
  label: string;
  rows: InvoiceSum[];
  /** The bold last line under a rule (Total in the form, Balance due on the document). */
  last: InvoiceSum & { testId: string };
  /** Read out again when the sums change (the form's live totals). */
  live?: boolean;
};

const rule = { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 } as const;

/** A list of money sums, label and amount side by side, the last one bold under a rule. */
export function InvoiceSums({ label, rows, last, live = false }: Props) {
  const format = useIntlFormat();
  return (
    <Box
      component="dl"
      aria-label={label}
      aria-live={live ? 'polite' : undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 4,
        rowGap: 0.5,
        m: 0,
        minWidth: 220,
      }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {format.money(row.value)}
          </Typography>
        </Box>
      ))}
      {/* The rule is the last pair's top border: a <dl> holds only its terms and descriptions. */}
      <Typography component="dt" sx={{ fontWeight: 600, ...rule }}>
        {last.label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, textAlign: 'end', fontWeight: 600, ...rule }}
        data-testid={last.testId}
      >
        {format.money(last.value)}
      </Typography>
    </Box>
  );
}
