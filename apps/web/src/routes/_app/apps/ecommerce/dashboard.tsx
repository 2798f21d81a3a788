import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { ecommerceDashboardQueryOptions } from '@/features/ecommerce-dashboard/api/get-ecommerce-dashboard';
import { EcommerceDashboardError } from '@/features/ecommerce-dashboard/components/ecommerce-dashboard-error';
import { EcommerceDashboardPage } from '@/features/ecommerce-dashboard/components/ecommerce-dashboard-page';
import { EcommerceDashboardSkeleton } from '@/features/ecommerce-dashboard/components/ecommerce-dashboard-skeleton';

export const Route = createFileRoute('/_app/apps/ecommerce/dashboard')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Ecommerce' }),
  loader: ({ context }) => context.queryClient.ensureQueryData(ecommerceDashboardQueryOptions()),
  pendingMs: 300,
  pendingComponent: EcommerceDashboardSkeleton,
  errorComponent: EcommerceDashboardError,
  component: EcommerceDashboardPage,
});
