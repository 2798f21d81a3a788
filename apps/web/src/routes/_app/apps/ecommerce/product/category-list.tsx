import { createFileRoute } from '@tanstack/react-router';
import {
  type CategoryListSearch,
  categoryListSearch,
  toCategoriesQuery,
} from '@/features/category/categories-search';
import { CategoryListPage } from '@/features/category/components/category-list-page';
import { categoriesQueryOptions } from '@/lib/queries/category';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/product/category-list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Category' }),
  validateSearch: categoryListSearch,
  loaderDeps: ({ search }) => toCategoriesQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(categoriesQueryOptions(deps))]),
  component: CategoryListRoute,
});

function CategoryListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<CategoryListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <CategoryListPage search={search} onSearchChange={change} />;
}
