import type { ErrorComponentProps } from '@tanstack/react-router';
import { LoadError } from '@/components/load-error';

/** The dashboard failed to load: say so, give the reason and a way to try again. */
export function CrmDashboardError(props: ErrorComponentProps) {
  return <LoadError {...props} ns="crm-dashboard" />;
}
