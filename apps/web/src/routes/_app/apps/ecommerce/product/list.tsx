import { createFileRoute } from '@tanstack/react-router';
import { productStatsQueryOptions } from '@/features/product/api/get-product-stats';
import { productsQueryOptions } from '@/features/product/api/get-products';
import { ProductListPage } from '@/features/product/components/product-list-page';
import { productListSearch, toProductsQuery } from '@/features/product/products-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/product/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Product' }),
  ...listRoute({
    search: productListSearch,
    toQuery: toProductsQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(productsQueryOptions(query)),
      queryClient.ensureQueryData(productStatsQueryOptions()),
      queryClient.ensureQueryData(categoryOptionsQueryOptions()),
    ],
  }),
  component: ProductListRoute,
});

function ProductListRoute() {
  return <ProductListPage {...useListRoute(Route)} />;
}
