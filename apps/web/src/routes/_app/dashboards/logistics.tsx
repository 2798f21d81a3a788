import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from '@/app/route-alias';

/** Spec 000's /dashboards/logistics: the logistics dashboard's second address. */
export const Route = createFileRoute('/_app/dashboards/logistics')({
  beforeLoad: aliasOf('/apps/logistics/dashboard'),
});
