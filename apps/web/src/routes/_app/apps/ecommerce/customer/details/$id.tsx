import { customerIdParam } from '@app/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { customerQueryOptions } from '@/features/customer/api/get-customer';
import { CustomerDetailsPage } from '@/features/customer/components/customer-details-page';
import { customerDetailsSearch } from '@/features/customer/customer-tabs';
import { parseRouteId } from '@/lib/route-id';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/customer/details/$id')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Customer' }),
  validateSearch: customerDetailsSearch,
  // Warms the cache; an unknown customer (404) is shown by the page as "Customer not found".
  loader: ({ context: { queryClient }, params }) => {
    const id = parseRouteId(params.id, customerIdParam);
    return Promise.allSettled([id ? queryClient.ensureQueryData(customerQueryOptions(id)) : null]);
  },
  component: CustomerDetailsRoute,
});

function CustomerDetailsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomerDetailsPage
      id={id}
      tab={search.tab ?? 'overview'}
      ordersPage={search.page ?? 1}
      onTabChange={(next) =>
        navigate({
          search: { tab: next === 'overview' ? undefined : next },
          replace: true,
          resetScroll: false,
        })
      }
      onOrdersPageChange={(page) =>
        navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }), resetScroll: false })
      }
    />
  );
}
