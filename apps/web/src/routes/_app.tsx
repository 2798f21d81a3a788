import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { AppLayout } from '@/app/layout/app-layout';

/** Every page with navigation needs a signed-in user; each child adds the ability it needs. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireAccess('authenticated'),
  component: AppLayout,
});
