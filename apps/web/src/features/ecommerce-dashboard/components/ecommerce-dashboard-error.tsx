import type { ErrorComponentProps } from '@tanstack/react-router';
import { LoadError } from '@/components/load-error';

/** The dashboard failed to load: say so, give the reason and a way to try again. */
export function EcommerceDashboardError(props: ErrorComponentProps) {
  return <LoadError {...props} ns="ecommerce-dashboard" />;
}
