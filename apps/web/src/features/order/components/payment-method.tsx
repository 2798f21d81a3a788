import type { Order } from '@app/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconBrandMastercard, IconBrandPaypal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The card brand or PayPal, and the card's last four digits. */
export function PaymentMethod({ method, methodNumber }: Pick<Order, 'method' | 'methodNumber'>) {
  const { t } = useTranslation('order');
  const paypal = method === 'paypalLogo';
  const Icon = paypal ? IconBrandPaypal : IconBrandMastercard;
  const last4 = String(methodNumber).padStart(4, '0');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        role="img"
        aria-label={t(`methods.${method}`)}
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 38,
          height: 24,
          borderRadius: 0.75,
          border: 1,
          borderColor: 'divider',
          color: paypal ? 'info.main' : 'warning.main',
        }}
      >
        <Icon size={18} aria-hidden />
      </Box>
      <Typography variant="body2" dir="ltr">
        •••• {last4}
      </Typography>
    </Box>
  );
}
