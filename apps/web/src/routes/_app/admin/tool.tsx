import { createFileRoute } from '@tanstack/react-router';
import { AdminToolPage } from '@/features/admin-tool/components/admin-tool-page';
import { toolSearch } from '@/features/admin-tool/tool-search';
import { useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/admin/tool')({
  beforeLoad: requireAccess({ action: 'read', subject: 'AdminTool' }),
  validateSearch: toolSearch,
  component: AdminToolRoute,
});

function AdminToolRoute() {
  return <AdminToolPage {...useListRoute(Route, true)} />;
}
