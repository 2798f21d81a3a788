import { LICENCE_PRODUCT_NAMES } from '@app/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { expiringLicencesQueryOptions } from '../api/get-expiring-licences';
import { dayOf } from './licence-expiry';

/** The page's warning: what expires within 30 days, with a way to list only those. */
export function LicenceExpiryAlert({ onShow }: { onShow?: () => void }) {
  const { t } = useTranslation('licence');
  const format = useIntlFormat();
  const { data } = useQuery(expiringLicencesQueryOptions());
  if (!data || data.total === 0) return null;
  const urgent = data.licences.some((l) => l.daysLeft <= 7);
  return (
    <Alert
      severity={urgent ? 'error' : 'warning'}
      action={
        onShow && (
          <Button color="inherit" size="small" onClick={onShow}>
            {t('alert.show')}
          </Button>
        )
      }
    >
      <AlertTitle>{t('alert.title', { count: data.total })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {data.licences.slice(0, 5).map((l) => {
          const values = { product: LICENCE_PRODUCT_NAMES[l.product], licensee: l.licensee };
          return (
            <li key={l.id}>
              {l.daysLeft === 0
                ? t('alert.itemToday', values)
                : t('alert.item', { ...values, count: l.daysLeft, date: format.date(dayOf(l.expiresOn)) })}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
