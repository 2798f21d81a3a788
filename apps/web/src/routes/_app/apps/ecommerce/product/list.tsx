import { createFileRoute } from '@tanstack/react-router';
import { productStatsQueryOptions } from '@/features/product/api/get-product-stats';
import { productsQueryOptions } from '@/features/product/api/get-products';
import { ProductListPage } from '@/features/product/components/product-list-page';
import {
  type ProductListSearch,
  productListSearch,
  toProductsQuery,
} from '@/features/product/products-search';
import { categoryOptionsQueryOptions } from '@/lib/queries/category';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/product/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Product' }),
  validateSearch: productListSearch,
  loaderDeps: ({ search }) => toProductsQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(productsQueryOptions(deps)),
      queryClient.ensureQueryData(productStatsQueryOptions()),
      queryClient.ensureQueryData(categoryOptionsQueryOptions()),
    ]),
  component: ProductListRoute,
});

function ProductListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<ProductListSearch>) =>
    // Typing in the search box replaces the history entry; paging and filtering add one.
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <ProductListPage search={search} onSearchChange={change} />;
}
