import Box from '@mui/material/Box';
import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

export type RangeSummary = (range: { from: number; to: number; total: number }) => string;

type Props = {
  page: number;
  pageSize: number;
  total: number;
  summary: RangeSummary;
  onPageChange: (page: number) => void;
  getItemAriaLabel?: PaginationProps['getItemAriaLabel'];
};

/** "Showing 1 to 10 of 50" and numbered pages with first and last buttons (spec 000 §9). */
export function DataTableFooter({ page, pageSize, total, summary, onPageChange, getItemAriaLabel }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: { xs: 'center', sm: 'space-between' },
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {summary({ from, to, total })}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, p) => onPageChange(p)}
        shape="rounded"
        color="primary"
        showFirstButton
        showLastButton
        siblingCount={0}
        getItemAriaLabel={getItemAriaLabel}
        sx={{ '& .MuiPagination-ul': { flexWrap: 'nowrap' } }}
      />
    </Box>
  );
}
