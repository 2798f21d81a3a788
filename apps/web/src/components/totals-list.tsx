import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  /** The list's accessible name ("Order totals"). */
  label: string;
  /** The lines above the total, each a name and an amount already formatted. */
  rows: [name: string, amount: string][];
  totalLabel: string;
  total: string;
};

/**
 * The totals under a table of items, aligned to the end: subtotal, shipping, tax, then the total in
 * bold, as a description list (an order's items, the UI kit's simple table).
 */
export function TotalsList({ label, rows, totalLabel, total }: Props) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        p: 3,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'end',
        columnGap: 4,
        rowGap: 1,
        '& dd': { m: 0, textAlign: 'end', fontWeight: 500 },
      }}
    >
      {rows.map(([name, amount]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd">{amount}</Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {totalLabel}
      </Typography>
      <Typography component="dd" sx={{ fontWeight: 600 }}>
        {total}
      </Typography>
    </Box>
  );
}
