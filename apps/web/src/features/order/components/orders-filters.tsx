import { orderStatuses, paymentCodes } from '@app/contracts';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { OrderListSearch } from '../orders-search';
import { paymentName } from './order-chips';

type Filters = Pick<OrderListSearch, 'status' | 'payment'>;
type Props = { value: Filters; onChange: (patch: Filters) => void };

/** Status and payment; an empty choice means "all". */
export function OrdersFilters({ value, onChange }: Props) {
  const { t } = useTranslation('order');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('filters.status')}
          value={value.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as Filters['status'] })}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {orderStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('filters.payment')}
          value={value.payment ?? ''}
          onChange={(e) =>
            onChange({ payment: e.target.value ? (Number(e.target.value) as Filters['payment']) : undefined })
          }
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {paymentCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`payments.${paymentName(code)}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
