import { shopIdParam } from '@app/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '@/features/order/components/order-details-page';
import { orderQueryOptions } from '@/lib/queries/order';
import { parseRouteId } from '@/lib/route-id';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/order/details/$id')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Order' }),
  // Warms the cache; an unknown id (404) is shown by the page as "Order not found".
  loader: ({ context: { queryClient }, params }) => {
    const id = parseRouteId(params.id, shopIdParam);
    return Promise.allSettled([id ? queryClient.ensureQueryData(orderQueryOptions(id)) : null]);
  },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <OrderDetailsPage id={id} onDeleted={() => navigate({ to: '/apps/ecommerce/order/list' })} />;
}
