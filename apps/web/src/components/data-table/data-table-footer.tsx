import Box from '@mui/material/Box';
import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { spreadRowSx } from '@/components/page-header';

/** `total` is the exact count, or the text "about 1.2M" when the server only estimated it. */
export type RangeSummary = (range: { from: number; to: number; total: number | string }) => string;

/** A big number in the interface language's short form: 1.2M, 1,2 M, ١٫٢ مليون. */
export function compactNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The server answered the planner's estimate (past its exact-count limit): say "about". */
  totalIsEstimate?: boolean;
  summary: RangeSummary;
  onPageChange: (page: number) => void;
  getItemAriaLabel?: PaginationProps['getItemAriaLabel'];
};

/**
 * "Showing 1 to 10 of 50" (or "of about 1.2M" for an estimated total) and numbered pages with first
 * and last buttons (spec 000 §9).
 */
export function DataTableFooter(props: Props) {
  const { page, pageSize, total, totalIsEstimate, summary, onPageChange, getItemAriaLabel } = props;
  const { t, i18n } = useTranslation();
  const shownTotal = totalIsEstimate
    ? t('list.aboutTotal', { total: compactNumber(total, i18n.language) })
    : total;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Box
      sx={{
        ...spreadRowSx,
        justifyContent: { xs: 'center', sm: 'space-between' },
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {summary({ from, to, total: shownTotal })}
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
