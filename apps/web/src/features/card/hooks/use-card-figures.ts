import { useQuery } from '@tanstack/react-query';
import { crmDashboardQueryOptions } from '@/lib/queries/crm-dashboard';
import { ecommerceDashboardQueryOptions } from '@/lib/queries/ecommerce-dashboard';
import { useCan } from '@/lib/session/can';

/**
 * The dashboards' own figures, read only by those who may read them (shop: read Ecommerce; CRM and
 * users: read Dashboard, like the dashboards' routes); the same cache entries as the dashboards.
 */
export function useCardFigures() {
  const canShop = useCan({ action: 'read', subject: 'Ecommerce' });
  const canCrm = useCan({ action: 'read', subject: 'Dashboard' });
  const shop = useQuery({ ...ecommerceDashboardQueryOptions({}), enabled: canShop });
  const crm = useQuery({ ...crmDashboardQueryOptions({}), enabled: canCrm });
  return { canShop, canCrm, shop, crm };
}
