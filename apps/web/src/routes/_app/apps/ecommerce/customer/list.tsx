import { createFileRoute } from '@tanstack/react-router';
import { customersQueryOptions } from '@/features/customer/api/get-customers';
import { CustomersListPage } from '@/features/customer/components/customers-list-page';
import {
  type CustomerListSearch,
  customerListSearch,
  toCustomersQuery,
} from '@/features/customer/customers-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/customer/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Customer' }),
  validateSearch: customerListSearch,
  loaderDeps: ({ search }) => toCustomersQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(customersQueryOptions(deps))]),
  component: CustomerListRoute,
});

function CustomerListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<CustomerListSearch>) =>
    // Typing in the search box replaces the history entry; paging and filtering add one.
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <CustomersListPage search={search} onSearchChange={change} />;
}
