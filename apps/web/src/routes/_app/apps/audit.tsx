import { createFileRoute } from '@tanstack/react-router';
import { auditEntriesQueryOptions } from '@/components/audit-log/audit-log-api';
import { auditSettingsQueryOptions } from '@/features/audit/api/get-audit-settings';
import { type AuditListSearch, auditListSearch, toAuditQuery } from '@/features/audit/audit-search';
import { AuditPage } from '@/features/audit/components/audit-page';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/audit')({
  beforeLoad: requireAccess({ action: 'manage', subject: 'AuditEntry' }),
  validateSearch: auditListSearch,
  loaderDeps: ({ search }) => toAuditQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(auditEntriesQueryOptions(deps)),
      queryClient.ensureQueryData(auditSettingsQueryOptions()),
    ]),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<AuditListSearch>) =>
    // Typing in a text filter replaces the history entry; paging and choosing add one.
    navigate({
      search: (prev) => ({ ...prev, ...patch }),
      replace: 'q' in patch || 'recordId' in patch,
      resetScroll: false,
    });
  return <AuditPage search={search} onSearchChange={change} />;
}
