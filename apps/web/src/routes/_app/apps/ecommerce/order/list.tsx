import { createFileRoute } from '@tanstack/react-router';
import { orderStatsQueryOptions } from '@/features/order/api/get-order-stats';
import { OrdersListPage } from '@/features/order/components/orders-list-page';
import { type OrderListSearch, orderListSearch, toOrdersQuery } from '@/features/order/orders-search';
import { ordersQueryOptions } from '@/lib/queries/order';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/order/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Order' }),
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => toOrdersQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(ordersQueryOptions(deps)),
      queryClient.ensureQueryData(orderStatsQueryOptions()),
    ]),
  component: OrderListRoute,
});

function OrderListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<OrderListSearch>) =>
    // Typing in the search box replaces the history entry; paging and filtering add one.
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <OrdersListPage search={search} onSearchChange={change} />;
}
