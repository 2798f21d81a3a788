import { useQuery } from '@tanstack/react-query';
import { analyticsDashboardQueryOptions } from '@/lib/queries/analytics-dashboard';
import { crmDashboardQueryOptions } from '@/lib/queries/crm-dashboard';
import { ecommerceDashboardQueryOptions } from '@/lib/queries/ecommerce-dashboard';
import { logisticsDashboardQueryOptions } from '@/lib/queries/logistics';
import { useCan } from '@/lib/session/can';

// Each area's figures as its dashboard asks for them by default (no range: the API's default period),
// so the catalogue and the dashboard share one cache entry; asked only when the user may read them,
// with the ability the dashboard's route checks.

export function useShopFigures() {
  const allowed = useCan({ action: 'read', subject: 'Ecommerce' });
  return { allowed, query: useQuery({ ...ecommerceDashboardQueryOptions({}), enabled: allowed }) };
}

export function useCrmFigures() {
  const allowed = useCan({ action: 'read', subject: 'Dashboard' });
  return { allowed, query: useQuery({ ...crmDashboardQueryOptions({}), enabled: allowed }) };
}

export function useLogisticsFigures() {
  const allowed = useCan({ action: 'read', subject: 'Logistics' });
  return { allowed, query: useQuery({ ...logisticsDashboardQueryOptions({}), enabled: allowed }) };
}

export function useAnalyticsFigures() {
  const allowed = useCan({ action: 'read', subject: 'Analytics' });
  return { allowed, query: useQuery({ ...analyticsDashboardQueryOptions({}), enabled: allowed }) };
}
