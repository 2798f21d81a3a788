import { LICENCE_PRODUCT_NAMES, licenceProducts, licenceStatuses } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ListFilters, statusFilter } from '@/components/data-table/list-filters';
import type { LicenceListSearch } from '../licence-search';

type Filters = Pick<LicenceListSearch, 'product' | 'status'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Product and status; an empty choice means "all". */
export function LicencesFilters({ value, onChange }: Props) {
  const { t } = useTranslation('licence');
  return (
    <ListFilters
      filters={[
        {
          key: 'product',
          label: t('filters.product'),
          allLabel: t('filters.all'),
          value: value.product,
          options: licenceProducts.map((p) => ({ value: p, label: LICENCE_PRODUCT_NAMES[p] })),
          onChange: (product) => onChange({ product: product as Filters['product'] }),
        },
        statusFilter(t, licenceStatuses, value.status, (status) => onChange({ status })),
      ]}
    />
  );
}
