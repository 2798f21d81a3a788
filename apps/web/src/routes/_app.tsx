import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { loadAreaNamespaces } from '@/i18n';
import { requireAccess } from '@/lib/session/guards';

/** Every page with navigation needs a signed-in user; each child adds the ability it needs. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireAccess('authenticated'),
  loader: ({ context }) => loadAreaNamespaces(context.i18n),
  component: AppLayout,
});
