import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '@/features/product/components/product-form-page';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/product/add')({
  beforeLoad: requireAccess({ action: 'create', subject: 'Product' }),
  // Warms the cache; the form says so itself when the categories cannot be loaded.
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([queryClient.ensureQueryData(categoryOptionsQueryOptions())]),
  component: ProductFormPage,
});
