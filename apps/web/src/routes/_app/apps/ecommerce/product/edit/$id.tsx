import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { categoryOptionsQueryOptions } from '@/features/product/api/get-category-options';
import { productQueryOptions } from '@/features/product/api/get-product';
import { ProductEditPage } from '@/features/product/components/product-edit-page';

export const Route = createFileRoute('/_app/apps/ecommerce/product/edit/$id')({
  beforeLoad: requireAccess({ action: 'update', subject: 'Product' }),
  // Warms the cache; an unknown id (404) is shown by the page as "Product not found".
  loader: ({ context: { queryClient }, params }) =>
    Promise.allSettled([
      /^[1-9]\d*$/.test(params.id)
        ? queryClient.ensureQueryData(productQueryOptions(Number(params.id)))
        : null,
      queryClient.ensureQueryData(categoryOptionsQueryOptions()),
    ]),
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  return <ProductEditPage id={id} />;
}
