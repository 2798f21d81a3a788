import type { Licence } from '@app/contracts';
import Button from '@mui/material/Button';
import { IconDownload, IconLicense } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFiltersSection } from '@/components/data-table/list-filters';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddButton, ListExportButton, toolbarButtonSx } from '@/components/data-table/list-toolbar';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { licencesQueryOptions } from '../api/get-licences';
import { type LicenceListSearch, toLicencesQuery } from '../licence-search';
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

  return (
    <ListPage
      ns="licence"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={licencesQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.licences, total: data.totalLicences })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      header={(change) => (
        <ListFiltersSection title={t('list.filters')}>
          <LicencesFilters value={search} onChange={change} />
        </ListFiltersSection>
      )}
      filterKeys={['product', 'status']}
      emptyIcon={IconLicense}
      toolbar={{
        actions: () => (
          <>
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
          </>
        ),
      }}
    >
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
    </ListPage>
  );
}
