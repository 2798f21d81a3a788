import type { CheckoutQuoteAnswer } from '@app/contracts';
import { cardNumberDigits } from '@app/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import type { CheckoutFormInput } from '../checkout-form';
import { CheckoutSummary } from './checkout-summary';

type Props = {
  quote?: CheckoutQuoteAnswer;
  quoteError: string | null;
  values: CheckoutFormInput;
  format: IntlFormat;
};

/** Step 4: the lines and totals as the shop prices them now, where it goes and which card. */
export function CheckoutReviewStep({ quote, quoteError, values, format }: Props) {
  const { t } = useTranslation('checkout');
  const a = values.address;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
      <Box sx={{ flex: 3, minWidth: 0 }}>
        <CheckoutSummary quote={quote} quoteError={quoteError} format={format} />
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
