import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { AccessControlPage } from '@/features/access-control/components/access-control-page';

export const Route = createFileRoute('/_app/access-control')({
  beforeLoad: requireAccess({ action: 'read', subject: 'AclDemo' }),
  component: AccessControlPage,
});
