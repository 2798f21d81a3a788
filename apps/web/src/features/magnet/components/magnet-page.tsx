import type { MagnetLink } from '@app/contracts/magnet';
import Chip from '@mui/material/Chip';
import { IconMagnet } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { filterChange, ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { magnetsQueryOptions } from '../api/get-magnets';
import { type MagnetListSearch, toMagnetsQuery } from '../magnet-search';
import { MagnetAddCard } from './magnet-add-card';
import { magnetTitle, useMagnetColumns } from './magnet-columns';
import { MagnetTagsDialog } from './magnet-tags-dialog';
import { useDeleteMagnetDialog } from './use-delete-magnet-dialog';

/** Paste-and-check on top, the catalogue below with search (name, hash or link), tag filter, sort and paging in the URL. */
export function MagnetPage({ search, onSearchChange }: ListProps<MagnetListSearch>) {
  const { t } = useTranslation('magnet');
  const query = toMagnetsQuery(search);
  const canCreate = useCan({ action: 'create', subject: 'Magnet' });
  const canUpdate = useCan({ action: 'update', subject: 'Magnet' });
  const canDelete = useCan({ action: 'delete', subject: 'Magnet' });
  const [tagging, setTagging] = useState<MagnetLink | null>(null);
  const { notify } = useToast();
  const deleting = useDeleteMagnetDialog(notify);
  const onTagFilter = useCallback((tag: string) => filterChange(onSearchChange)({ tag }), [onSearchChange]);
  const columns = useMagnetColumns({
    canUpdate,
    canDelete,
    onTags: setTagging,
    onDelete: deleting.onDelete,
    onTagFilter,
  });
  return (
    <ListPage
      ns="magnet"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={magnetsQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.magnets })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      pageHeader={{ title: t('title'), subtitle: t('subtitle') }}
      intro={canCreate && <MagnetAddCard onAdded={(name) => notify(t('toast.created', { name }))} />}
      filterKeys={['tag']}
      clearKey="list.clearSearch"
      emptyIcon={IconMagnet}
      toolbar={{
        filters: (change) =>
          search.tag && (
            <Chip
              label={t('list.filteredByTag', { tag: search.tag })}
              onDelete={() => change({ tag: undefined })}
              sx={{ alignSelf: 'center' }}
            />
          ),
      }}
    >
      {tagging && (
        <MagnetTagsDialog
          magnet={tagging}
          onClose={() => setTagging(null)}
          onSaved={(saved) => {
            setTagging(null);
            notify(t('toast.tagsSaved', { name: magnetTitle(saved) }));
          }}
        />
      )}
      {deleting.dialog}
    </ListPage>
  );
}
