import type { CheckoutQuoteAnswer } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { quote?: CheckoutQuoteAnswer; quoteError: string | null; format: IntlFormat };

/** The cart as the shop prices it now: a line per product, subtotal, the shipping rate and the total. */
export function CheckoutSummary({ quote, quoteError, format }: Props) {
  const { t } = useTranslation('checkout');
  const row = (label: string, value: string, strong = false) => (
    <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 600 : 500, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Stack>
  );
  if (quoteError) return <Alert severity="error">{quoteError}</Alert>;
  if (!quote) return <Skeleton variant="rounded" height={160} />;
  return (
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
  );
}
