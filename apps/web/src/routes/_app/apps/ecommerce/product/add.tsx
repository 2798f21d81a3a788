import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { categoryOptionsQueryOptions } from '@/features/product/api/get-category-options';
import { ProductFormPage } from '@/features/product/components/product-form-page';

export const Route = createFileRoute('/_app/apps/ecommerce/product/add')({
  beforeLoad: requireAccess({ action: 'create', subject: 'Product' }),
  // Warms the cache; the form says so itself when the categories cannot be loaded.
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([queryClient.ensureQueryData(categoryOptionsQueryOptions())]),
  component: ProductFormPage,
});
