import type { ProductDetail } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { spreadRowSx } from '@/components/page-header';
import { RouterButton } from '@/components/router-links';
import { useToast } from '@/components/toast/use-toast';
import { applyServerErrors } from '@/lib/form-errors';
import { setFlash } from '../flash';
import {
  emptyProductForm,
  type ProductFormValues,
  productFormSchema,
  productToForm,
} from '../product-form-values';
import type { ProductFormOutput } from './product-form-types';
import { ProductImagesCard } from './product-images-card';
import { ProductInfoCard } from './product-info-card';
import { ProductInventoryCard } from './product-inventory-card';
import { ProductOrganizeCard } from './product-organize-card';
import { ProductPricingCard } from './product-pricing-card';
import { ProductVariantsCard } from './product-variants-card';
import { useProductConflict } from './use-product-conflict';

const FIELDS = Object.keys(emptyProductForm());

/** Adds a product, or edits the given one; the list is where you land after adding. */
export function ProductFormPage({ product }: { product?: ProductDetail }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToForm(product) : emptyProductForm(),
  });
  const { control } = form;
  const save = useProductConflict({
    product,
    onSaved: (saved) => {
      if (product) {
        form.reset(productToForm(saved));
        notify(t('toast.updated', { name: saved.productName }));
        return;
      }
      setFlash(t('toast.created', { name: saved.productName }));
      void navigate({ to: '/apps/ecommerce/product/list' });
    },
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.submit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={{ ...spreadRowSx, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {product ? t('form.editTitle') : t('form.addTitle')}
          </Typography>
          <Typography color="text.secondary">
            {product ? product.productName : t('form.addSubtitle')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <RouterButton variant="outlined" color="secondary" to="/apps/ecommerce/product/list">
            {t('form.discard')}
          </RouterButton>
          <Button type="submit" variant="contained" disabled={save.pending}>
            {save.pending ? t('form.saving') : product ? t('form.saveChanges') : t('form.publish')}
          </Button>
        </Box>
      </Box>
      {formError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {formError}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <ProductInfoCard control={control} />
            <ProductImagesCard control={control} />
            <ProductVariantsCard control={control} />
            <ProductInventoryCard control={control} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <ProductPricingCard control={control} />
            <ProductOrganizeCard control={control} />
          </Stack>
        </Grid>
      </Grid>
      {save.dialog}
    </Box>
  );
}
