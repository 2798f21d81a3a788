import { shopCountries } from '@app/contracts';
import { type DealType, dealTypeHasValue } from '@app/contracts/deal';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import type { DealFormInput } from '../deal-form';
import type { DealProductChoice } from './deal-product-picker';

type Props = { values: DealFormInput; products: DealProductChoice[]; format: IntlFormat };

/** A date (YYYY-MM-DD) at noon, so no time zone moves it to another day. */
export const dealDay = (format: IntlFormat, day: string) => (day ? format.date(`${day}T12:00:00`) : '');

/** The discount in words: "20%", "$15.00 off", "Buy one, get one". */
export function useDealDiscount() {
  const { t } = useTranslation('deal');
  return useCallback(
    (format: IntlFormat, type: DealType, value: number | null) =>
      !dealTypeHasValue(type) || value === null
        ? t(`types.${type}`)
        : type === 'percentage'
          ? t('discount.percentage', { value: format.wholePercent(value / 100) })
          : t('discount.flat', { value: format.money(value) }),
    [t],
  );
}

/** Step 4: everything the deal will be, as it will be stored. */
export function DealReviewStep({ values, products, format }: Props) {
  const { t } = useTranslation('deal');
  const discount = useDealDiscount();
  const country = shopCountries.find((c) => c.name === values.region);
  const rows: [string, string][] = [
    [t('fields.type'), values.type ? discount(format, values.type, values.value ?? null) : ''],
    [t('fields.region'), country ? format.country(country.code.toUpperCase(), country.name) : ''],
    [t('fields.title'), values.title],
    [t('fields.code'), values.code.trim().toUpperCase()],
    [t('fields.description'), values.description?.trim() || t('review.none')],
    [t('fields.products'), products.map((p) => p.name).join(', ')],
    [t('review.period'), `${dealDay(format, values.startsAt)} – ${dealDay(format, values.endsAt)}`],
    [t('fields.audience'), t(`audiences.${values.audience}`)],
    [t('fields.maxUses'), format.number(values.maxUses)],
    [t('fields.minCart'), format.money(values.minCart)],
    [t('fields.notify'), values.notify ? t('review.yes') : t('review.no')],
  ];
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('review.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 1fr) 3fr' },
          gap: 1,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
