import { createFileRoute } from '@tanstack/react-router';
import { FrontLayout } from '@/features/front/components/front-layout';
import { loadFrontNamespaces } from '@/i18n';
import { requireAccess } from '@/lib/session/guards';

/** The public front pages (spec 000 "Front pages"): no sign-in, their own header and footer. */
export const Route = createFileRoute('/_front')({
  beforeLoad: requireAccess('public'),
  loader: ({ context }) => loadFrontNamespaces(context.i18n),
  component: FrontLayout,
});
