import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { orderQueryOptions } from '@/features/order/api/get-order';
import { OrderDetailsPage } from '@/features/order/components/order-details-page';

export const Route = createFileRoute('/_app/apps/ecommerce/order/details/$id')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Order' }),
  // Warms the cache; an unknown id (404) is shown by the page as "Order not found".
  loader: ({ context: { queryClient }, params }) =>
    Promise.allSettled([
      /^[1-9]\d{0,8}$/.test(params.id)
        ? queryClient.ensureQueryData(orderQueryOptions(Number(params.id)))
        : null,
    ]),
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <OrderDetailsPage id={id} onDeleted={() => navigate({ to: '/apps/ecommerce/order/list' })} />;
}
