import type { AuditTable } from '@app/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditQuery, auditEntriesQueryOptions } from './audit-log-api';

// The table (MUI's table, pagination and the audit list's cells) loads with the panel, not with the page
// it closes: the record's own form or details come first.
const AuditEntryTable = lazy(() =>
  import('./audit-entry-table').then((m) => ({ default: m.AuditEntryTable })),
);

type Props = { table: AuditTable; recordId: string | number };

/** A record's History panel (user, product, order, customer pages): its audit entries, newest first. */
export function AuditHistory({ table, recordId }: Props) {
  const { t } = useTranslation('audit');
  const [paging, setPaging] = useState<Pick<AuditQuery, 'page' | 'orderBy'>>({ page: 1 });
  const query: AuditQuery = { table, recordId: String(recordId), itemsPerPage: 5, ...paging };
  const list = useQuery(auditEntriesQueryOptions(query));
  return (
    <Card>
      <CardHeader title={t('history.title')} subheader={t('history.subtitle')} />
      <Suspense fallback={<Skeleton variant="rectangular" height={320} aria-busy="true" />}>
        <AuditEntryTable
          query={query}
          list={list}
          showRecord={false}
          onSearchChange={({ page, orderBy }) =>
            setPaging((p) => ({ page: page ?? 1, orderBy: orderBy ?? p.orderBy }))
          }
        />
      </Suspense>
    </Card>
  );
}
