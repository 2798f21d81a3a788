import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from '@/app/route-alias';

/** Spec 000's /dashboards/ecommerce: the shop dashboard's second address. */
export const Route = createFileRoute('/_app/dashboards/ecommerce')({
  beforeLoad: aliasOf('/apps/ecommerce/dashboard'),
});
