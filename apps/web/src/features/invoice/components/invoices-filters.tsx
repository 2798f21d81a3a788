import { invoiceStatuses } from '@app/contracts';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import { statusFilter } from '@/components/data-table/list-filters';
import type { InvoiceListSearch } from '../invoices-search';

type Filters = Pick<InvoiceListSearch, 'status' | 'start' | 'end'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Status and the issued-date range; an empty choice means "all". */
export function InvoicesFilters({ value, onChange }: Props) {
  const { t } = useTranslation('invoice');
  const { key: _key, ...status } = statusFilter(t, invoiceStatuses, value.status, (s) =>
    onChange({ status: s }),
  );
  const date = (field: 'start' | 'end') => (
    <TextField
      type="date"
      size="small"
      fullWidth
      label={t(`filters.${field}`)}
      value={value[field] ?? ''}
      onChange={(e) => onChange({ [field]: e.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '9999-12-31' } }}
    />
  );
  // A native date field needs about 170 px: at 390 px the two stack instead of clipping their text.
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FilterSelect {...status} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{date('start')}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{date('end')}</Grid>
    </Grid>
  );
}
