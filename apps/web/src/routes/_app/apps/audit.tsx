import { createFileRoute } from '@tanstack/react-router';
import { auditEntriesQueryOptions } from '@/components/audit-log/audit-log-api';
import { auditSettingsQueryOptions } from '@/features/audit/api/get-audit-settings';
import { auditListSearch, toAuditQuery } from '@/features/audit/audit-search';
import { AuditPage } from '@/features/audit/components/audit-page';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/audit')({
  beforeLoad: requireAccess({ action: 'manage', subject: 'AuditEntry' }),
  ...listRoute({
    search: auditListSearch,
    toQuery: toAuditQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(auditEntriesQueryOptions(query)),
      queryClient.ensureQueryData(auditSettingsQueryOptions()),
    ],
  }),
  component: AuditRoute,
});

function AuditRoute() {
  // Typing in a text filter replaces the history entry; paging and choosing add one.
  return <AuditPage {...useListRoute(Route, ['q', 'recordId'])} />;
}
