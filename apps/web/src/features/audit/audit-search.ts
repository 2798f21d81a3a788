import { auditActions, auditTables } from '@app/contracts';
import { z } from 'zod';
import type { AuditQuery } from '@/components/audit-log/audit-log-api';
import { DEFAULT_PAGE_SIZE, oneOf, sortAndPaging, text } from '@/lib/url-search';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The audit list's state in the URL; anything unreadable falls back to "not set". */
export const auditListSearch = z.object({
  q: text(200),
  table: oneOf(auditTables),
  action: oneOf(auditActions),
  recordId: text(100),
  actorId: z.coerce.number().int().positive().optional().catch(undefined),
  from: day,
  to: day,
  ...sortAndPaging(['at'] as const),
});
export type AuditListSearch = z.output<typeof auditListSearch>;

export function toAuditQuery(s: AuditListSearch): AuditQuery {
  // Dates typed the wrong way round still mean the days between them.
  const [from, to] = s.from && s.to && s.from > s.to ? [s.to, s.from] : [s.from, s.to];
  return {
    q: s.q || undefined,
    table: s.table,
    action: s.action,
    recordId: s.recordId || undefined,
    actorId: s.actorId,
    from,
    to,
    orderBy: s.orderBy,
    page: s.page ?? 1,
    itemsPerPage: s.itemsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

export const hasFilters = (s: AuditListSearch) =>
  Boolean(s.q || s.table || s.action || s.recordId || s.actorId || s.from || s.to);
