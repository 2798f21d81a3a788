import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { crmDashboardQueryOptions } from '@/features/crm-dashboard/api/get-crm-dashboard';
import { CrmDashboardError } from '@/features/crm-dashboard/components/crm-dashboard-error';
import { CrmDashboardPage } from '@/features/crm-dashboard/components/crm-dashboard-page';
import { CrmDashboardSkeleton } from '@/features/crm-dashboard/components/crm-dashboard-skeleton';

export const Route = createFileRoute('/_app/dashboards/crm')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Dashboard' }),
  loader: ({ context }) => context.queryClient.ensureQueryData(crmDashboardQueryOptions()),
  pendingMs: 300,
  pendingComponent: CrmDashboardSkeleton,
  errorComponent: CrmDashboardError,
  component: CrmDashboardPage,
});
