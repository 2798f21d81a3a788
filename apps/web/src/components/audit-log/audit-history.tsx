import type { AuditTable } from '@app/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditEntryTable } from './audit-entry-table';
import { type AuditQuery, auditEntriesQueryOptions } from './audit-log-api';

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
      <AuditEntryTable
        query={query}
        list={list}
        showRecord={false}
        onSearchChange={({ page, orderBy }) =>
          setPaging((p) => ({ page: page ?? 1, orderBy: orderBy ?? p.orderBy }))
        }
      />
    </Card>
  );
}
