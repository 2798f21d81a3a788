import { createFileRoute } from '@tanstack/react-router';
import { AccessControlPage } from '@/features/access-control/components/access-control-page';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/access-control')({
  beforeLoad: requireAccess({ action: 'read', subject: 'AclDemo' }),
  component: AccessControlPage,
});
