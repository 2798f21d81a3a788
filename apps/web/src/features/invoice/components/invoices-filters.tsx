import { invoiceStatuses } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { dateRangeFilterFields, FilterRow } from '@/components/data-table/filter-row';
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
  // A native date field needs about 170 px: at 390 px the two stack instead of clipping their text.
  return (
    <FilterRow columns={{ sm: 3 }}>
      <FilterSelect key="status" {...status} />
      {dateRangeFilterFields({
        fields: ['start', 'end'],
        label: (field) => t(`filters.${field}`),
        value,
        onChange,
      })}
    </FilterRow>
  );
}
