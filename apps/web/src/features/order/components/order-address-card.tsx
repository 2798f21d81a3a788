import type { PostalAddress } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '@/components/address-lines';

type Props = { title: string; address: PostalAddress | null; children?: ReactNode };

/** A postal address as it is written on a parcel, or a line saying there is none. */
export function OrderAddressCard({ title, address, children }: Props) {
  const { t } = useTranslation('order');
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {address ? (
          <AddressLines address={address} />
        ) : (
          <Typography color="text.secondary">{t('details.noAddress')}</Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
