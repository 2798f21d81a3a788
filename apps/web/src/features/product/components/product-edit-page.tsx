import { shopIdParam } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconArrowBack, IconPackageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '@/components/audit-log/audit-history';
import { RetryAlert } from '@/components/retry-alert';
import { RouterButton } from '@/components/router-links';
import { ApiError } from '@/lib/api-client';
import { parseRouteId } from '@/lib/route-id';
import { useCan, useCanOn } from '@/lib/session/can';
import { productQueryOptions } from '../api/get-product';
import { ProductFormPage } from './product-form-page';

/**
 * The form with the stored product, once loaded; "not found" for an unknown id, and for a product
 * outside the reader's update rules, whose save the server would answer 404 (decision 015).
 */
export function ProductEditPage({ id }: { id: string }) {
  const { t } = useTranslation('product');
  const productId = parseRouteId(id, shopIdParam);
  const product = useQuery({ ...productQueryOptions(productId ?? 0), enabled: productId !== undefined });
  const canAudit = useCan({ action: 'manage', subject: 'AuditEntry' });
  const reached = { status: product.data?.status, categoryId: product.data?.categoryId };
  const mayUpdate = useCanOn('update', 'Product', reached);
  if (productId === undefined || (product.error instanceof ApiError && product.error.status === 404))
    return <ProductNotFound id={id} />;
  if (product.isError)
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void product.refetch()}>
        {t('form.loadError')} {product.error.message}
      </RetryAlert>
    );
  if (!product.data)
    return (
      <Grid container spacing={3} aria-busy>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
    );
  if (!mayUpdate) return <ProductNotFound id={id} />;
  // A new key gives the form the stored values when another product is opened.
  return (
    <Stack spacing={3}>
      <ProductFormPage key={product.data.id} product={product.data} />
      {canAudit && <AuditHistory table="products" recordId={product.data.id} />}
    </Stack>
  );
}

function ProductNotFound({ id }: { id: string }) {
  const { t } = useTranslation('product');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 5, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
        <IconPackageOff size={56} stroke={1.4} aria-hidden />
        <Typography variant="h4" component="h1">
          {t('form.notFound')}
        </Typography>
        <Typography color="text.secondary">{t('form.notFoundText', { id })}</Typography>
        <RouterButton
          to="/apps/ecommerce/product/list"
          variant="contained"
          startIcon={<IconArrowBack size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {t('form.backToList')}
        </RouterButton>
      </CardContent>
    </Card>
  );
}
