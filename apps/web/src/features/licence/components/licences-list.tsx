import type { Licence } from '@app/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { IconDownload, IconLicense } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import {
  ListAddButton,
  ListExportButton,
  ListToolbar,
  toolbarButtonSx,
} from '@/components/data-table/list-toolbar';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { licencesQueryOptions } from '../api/get-licences';
import { hasFilters, type LicenceListSearch, toLicencesQuery } from '../licence-search';
import { useLicenceColumns } from './licences-columns';
import { LicencesFilters } from './licences-filters';
import { useExportLicences } from './use-export-licences';
import { useLicenceDelete } from './use-licence-delete';

// The dialogs load when first opened: the page's first load stays under its route budget (decision 014).
const LicenceDialog = lazy(() => import('./licence-dialog').then((m) => ({ default: m.LicenceDialog })));
const LicenceImportDialog = lazy(() =>
  import('./licence-import-dialog').then((m) => ({ default: m.LicenceImportDialog })),
);

/** The licence list: filters, toolbar (search, export, import, add) and a server-side table. */
export function LicencesList({ search, onSearchChange }: ListProps<LicenceListSearch>) {
  const { t } = useTranslation('licence');
  const query = toLicencesQuery(search);
  const licences = useQuery(licencesQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Licence' });
  const canUpdate = useCan({ action: 'update', subject: 'Licence' });
  const canDelete = useCan({ action: 'delete', subject: 'Licence' });
  const { notify } = useToast();
  const exporter = useExportLicences();
  const deletion = useLicenceDelete();
  // undefined: closed; null: a new licence.
  const [editing, setEditing] = useState<Licence | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const onEdit = useCallback((l: Licence) => setEditing(l), []);
  const columns = useLicenceColumns({ canUpdate, canDelete, onEdit, onDelete: deletion.ask });

  const reset = (patch: Partial<LicenceListSearch>) => onSearchChange({ ...patch, page: undefined });
  const clearFilters = () => reset({ q: undefined, product: undefined, status: undefined });

  return (
    <Card>
      <ListFiltersSection title={t('list.filters')}>
        <LicencesFilters value={search} onChange={reset} />
      </ListFiltersSection>
      <ListToolbar ns="licence" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
        <ListExportButton
          ns="licence"
          exporting={exporter.exporting}
          progress={exporter.progress}
          onClick={() => exporter.run(query)}
        />
        {canCreate && (
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<IconDownload size={18} />}
            onClick={() => setImporting(true)}
            sx={toolbarButtonSx}
          >
            {t('list.import')}
          </Button>
        )}
        {canCreate && <ListAddButton ns="licence" onClick={() => setEditing(null)} />}
      </ListToolbar>
      <ListTable
        ns="licence"
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        query={query}
        list={licences}
        rows={licences.data?.licences}
        total={licences.data?.totalLicences}
        totalIsEstimate={licences.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty ns="licence" icon={IconLicense} filtered={hasFilters(search)} onClear={clearFilters} />
        }
      />
      {deletion.dialog}
      <Suspense fallback={null}>
        {editing !== undefined && (
          <LicenceDialog
            licence={editing}
            onClose={() => setEditing(undefined)}
            onSaved={(created) => {
              setEditing(undefined);
              notify(created ? t('toast.created') : t('toast.updated'));
            }}
          />
        )}
        {importing && (
          <LicenceImportDialog
            onClose={() => setImporting(false)}
            onImported={(counts) => {
              setImporting(false);
              notify(t('toast.imported', counts));
            }}
          />
        )}
      </Suspense>
    </Card>
  );
}
