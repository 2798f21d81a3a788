import { shopIdParam } from '@app/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '@/features/product/api/get-product';
import { ProductEditPage } from '@/features/product/components/product-edit-page';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import { parseRouteId } from '@/lib/route-id';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/product/edit/$id')({
  beforeLoad: requireAccess({ action: 'update', subject: 'Product' }),
  // Warms the cache; an unknown id (404) is shown by the page as "Product not found".
  loader: ({ context: { queryClient }, params }) => {
    const id = parseRouteId(params.id, shopIdParam);
    return Promise.allSettled([
      id ? queryClient.ensureQueryData(productQueryOptions(id)) : null,
      queryClient.ensureQueryData(categoryOptionsQueryOptions()),
    ]);
  },
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  return <ProductEditPage id={id} />;
}
