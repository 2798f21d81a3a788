import type { CheckoutQuoteAnswer } from '@app/contracts';
import { cardNumberDigits } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import type { CheckoutFormInput } from '../checkout-form';

type Props = {
  quote?: CheckoutQuoteAnswer;
  quoteError: string | null;
  values: CheckoutFormInput;
  format: IntlFormat;
};

/** Step 4: the lines and totals as the shop prices them now, where it goes and which card. */
export function CheckoutReviewStep({ quote, quoteError, values, format }: Props) {
  const { t } = useTranslation('checkout');
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 600 : 500 }}>{value}</Typography>
    </Stack>
  );
  const a = values.address;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
      <Box sx={{ flex: 3, minWidth: 0 }}>
        {quoteError && <Alert severity="error">{quoteError}</Alert>}
        {!quote && !quoteError && <Skeleton variant="rounded" height={160} />}
        {quote && (
          <Stack sx={{ gap: 1 }} aria-label={t('review.summary')} role="region">
            {quote.items.map((i) => row(`${i.name} × ${format.number(i.qty)}`, format.money(i.total)))}
            <Divider sx={{ my: 1 }} />
            {row(t('review.subtotal'), format.money(quote.subtotal))}
            {row(
              t('review.shipping', { rate: quote.shippingRate.name, days: quote.shippingRate.deliveryDays }),
              format.money(quote.shipping),
            )}
            {row(t('review.total'), format.money(quote.total), true)}
          </Stack>
        )}
      </Box>
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Typography variant="subtitle2">{t('review.deliverTo')}</Typography>
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {[
            values.customer.fullName,
            a.company,
            a.line1,
            a.line2,
            [a.postalCode, a.city].filter(Boolean).join(' '),
            a.state,
            a.country,
          ]
            .filter(Boolean)
            .join('\n')}
        </Typography>
        <Typography variant="subtitle2">{t('review.payWith')}</Typography>
        <Typography color="text.secondary">
          {t('review.card', { last4: cardNumberDigits(values.card.number).slice(-4) })}
        </Typography>
      </Box>
    </Stack>
  );
}
