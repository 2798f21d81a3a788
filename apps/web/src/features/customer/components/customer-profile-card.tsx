import type { CustomerDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconCurrencyDollar, IconEdit, IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconFigure } from '@/components/icon-figure';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { CustomerCountry } from './customer-country';
import { CustomerStatusChip } from './customer-status-chip';

type Props = { customer: CustomerDetail; canUpdate: boolean; onEdit: () => void };

/** Picture, name and id, the two figures that matter, and the customer's details. */
export function CustomerProfileCard({ customer, canUpdate, onEdit }: Props) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const details: [string, ReactNode][] = [
    [
      t('fields.email'),
      <span dir="ltr" key="e">
        {customer.email}
      </span>,
    ],
    [t('fields.status'), <CustomerStatusChip key="s" status={customer.status} />],
    [
      t('fields.contact'),
      <span dir="ltr" key="c">
        {customer.contact || '—'}
      </span>,
    ],
    [t('fields.country'), <CustomerCountry key="k" code={customer.countryCode} name={customer.country} />],
  ];
  return (
    <Card>
      <CardContent sx={{ p: 3, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
          <UserAvatar name={customer.customer} src={customer.avatar} size={100} sx={{ borderRadius: 1.5 }} />
          <Typography variant="h5" component="h2">
            {customer.customer}
          </Typography>
          <Typography color="text.secondary">
            {t('details.customerId', { id: customer.customerId })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-around', gap: 2 }}>
          <IconFigure
            icon={IconShoppingCart}
            value={format.number(customer.order)}
            label={t('details.orders')}
          />
          <IconFigure
            icon={IconCurrencyDollar}
            value={format.money(customer.totalSpent)}
            label={t('details.spent')}
          />
        </Box>
        <Box>
          <Typography variant="overline" component="h3" color="text.secondary">
            {t('details.about')}
          </Typography>
          <Divider sx={{ mb: 2 }} />
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 1.25,
              alignItems: 'center',
            }}
          >
            {details.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 500 }}>
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  color="text.secondary"
                  sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        {canUpdate && (
          <Button
            variant="contained"
            startIcon={<IconEdit size={18} />}
            onClick={onEdit}
            sx={{ justifySelf: 'center' }}
          >
            {t('edit.open')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
