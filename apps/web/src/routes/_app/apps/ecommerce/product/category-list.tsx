import { createFileRoute } from '@tanstack/react-router';
import { categoryListSearch, toCategoriesQuery } from '@/features/category/categories-search';
import { CategoryListPage } from '@/features/category/components/category-list-page';
import { listRoute, useListRoute } from '@/lib/list-route';
import { categoriesQueryOptions } from '@/lib/queries/category';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/product/category-list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Category' }),
  ...listRoute({
    search: categoryListSearch,
    toQuery: toCategoriesQuery,
    warm: (queryClient, query) => [queryClient.ensureQueryData(categoriesQueryOptions(query))],
  }),
  component: CategoryListRoute,
});

function CategoryListRoute() {
  return <CategoryListPage {...useListRoute(Route)} />;
}
