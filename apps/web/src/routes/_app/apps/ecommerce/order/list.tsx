import { createFileRoute } from '@tanstack/react-router';
import { orderStatsQueryOptions } from '@/features/order/api/get-order-stats';
import { OrdersListPage } from '@/features/order/components/orders-list-page';
import { orderListSearch, toOrdersQuery } from '@/features/order/orders-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { ordersQueryOptions } from '@/lib/queries/order';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/order/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Order' }),
  ...listRoute({
    search: orderListSearch,
    toQuery: toOrdersQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(ordersQueryOptions(query)),
      queryClient.ensureQueryData(orderStatsQueryOptions()),
    ],
  }),
  component: OrderListRoute,
});

function OrderListRoute() {
  return <OrdersListPage {...useListRoute(Route)} />;
}
