import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { FrontLayout } from '@/features/front/components/front-layout';
import { loadFrontNamespaces } from '@/i18n';

/** The public front pages (spec 000 "Front pages"): no sign-in, their own header and footer. */
export const Route = createFileRoute('/_front')({
  beforeLoad: requireAccess('public'),
  loader: loadFrontNamespaces,
  component: FrontLayout,
});
