import { createFileRoute } from '@tanstack/react-router';
import { customersQueryOptions } from '@/features/customer/api/get-customers';
import { CustomersListPage } from '@/features/customer/components/customers-list-page';
import { customerListSearch, toCustomersQuery } from '@/features/customer/customers-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/customer/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Customer' }),
  ...listRoute({
    search: customerListSearch,
    toQuery: toCustomersQuery,
    warm: (queryClient, query) => [queryClient.ensureQueryData(customersQueryOptions(query))],
  }),
  component: CustomerListRoute,
});

function CustomerListRoute() {
  return <CustomersListPage {...useListRoute(Route)} />;
}
