import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuditEntryTable } from '@/components/audit-log/audit-entry-table';
import { auditEntriesQueryOptions } from '@/components/audit-log/audit-log-api';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListExportButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { type AuditListSearch, hasFilters, toAuditQuery } from '../audit-search';
import { AuditFilters } from './audit-filters';
import { AuditSettingsCard } from './audit-settings-card';
import { useExportAudit } from './use-export-audit';

/** /apps/audit: the retention setting over the audit log with its filters, export and restore. */
export function AuditPage({ search, onSearchChange }: ListProps<AuditListSearch>) {
  const { t } = useTranslation('audit');
  const query = toAuditQuery(search);
  const list = useQuery(auditEntriesQueryOptions(query));
  const exporter = useExportAudit();
  const reset = (patch: Partial<AuditListSearch>) => onSearchChange({ ...patch, page: undefined });
  const clearFilters = () =>
    reset({
      q: undefined,
      table: undefined,
      action: undefined,
      recordId: undefined,
      actorId: undefined,
      from: undefined,
      to: undefined,
    });
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <AuditSettingsCard />
        <Card>
          <ListFiltersSection title={t('list.filters')}>
            <AuditFilters value={search} onChange={reset} />
          </ListFiltersSection>
          <ListToolbar ns="audit" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
            <ListExportButton
              ns="audit"
              exporting={exporter.exporting}
              progress={exporter.progress}
              onClick={() => exporter.run(query)}
            />
          </ListToolbar>
          <AuditEntryTable
            query={query}
            list={list}
            filtered={hasFilters(search)}
            onClearFilters={clearFilters}
            onSearchChange={({ page, orderBy }) =>
              onSearchChange({
                page: page === 1 ? undefined : page,
                orderBy,
                ...(orderBy ? { page: undefined } : {}),
              })
            }
          />
        </Card>
      </Stack>
    </>
  );
}
