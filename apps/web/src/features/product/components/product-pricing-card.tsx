import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { SectionCard } from '@/components/section-card';
import { discountPercent } from '../product-form-values';
import type { ProductFormControl } from './product-form-types';

const dollar = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { inputMode: 'decimal', dir: 'ltr' },
} as const;

/** Base price and an optional discounted price; the saving is shown as a percentage. */
export function ProductPricingCard({ control }: { control: ProductFormControl }) {
  const { t, i18n } = useTranslation('product');
  const [price, discounted] = useWatch({ control, name: ['price', 'discountedPrice'] });
  const percent = discountPercent(price, discounted);
  const format = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <SectionCard title={t('form.pricing')}>
      <FormField
        ns="product"
        control={control}
        name="price"
        label={t('form.price')}
        required
        slotProps={dollar}
      />
      <FormField
        ns="product"
        control={control}
        name="discountedPrice"
        label={t('form.discountedPrice')}
        helperText={t('form.discountedPriceHint')}
        slotProps={dollar}
      />
      <Typography
        color={percent ? 'success.main' : 'text.secondary'}
        aria-live="polite"
        sx={{ fontWeight: percent ? 500 : 400 }}
      >
        {percent ? t('form.discount', { percent: format.format(percent / 100) }) : t('form.noDiscount')}
      </Typography>
    </SectionCard>
  );
}
