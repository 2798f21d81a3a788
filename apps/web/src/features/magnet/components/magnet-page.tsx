import type { MagnetLink } from '@app/contracts/magnet';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import { IconMagnet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/page-header';
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
  const magnets = useQuery(magnetsQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Magnet' });
  const canUpdate = useCan({ action: 'update', subject: 'Magnet' });
  const canDelete = useCan({ action: 'delete', subject: 'Magnet' });
  const [tagging, setTagging] = useState<MagnetLink | null>(null);
  const { notify } = useToast();
  const deleting = useDeleteMagnetDialog(notify);
  const reset = useCallback(
    (patch: Partial<MagnetListSearch>) => onSearchChange({ ...patch, page: undefined }),
    [onSearchChange],
  );
  const onTagFilter = useCallback((tag: string) => reset({ tag }), [reset]);
  const columns = useMagnetColumns({
    canUpdate,
    canDelete,
    onTags: setTagging,
    onDelete: deleting.onDelete,
    onTagFilter,
  });
  const filtered = Boolean(search.q || search.tag);

  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {canCreate && <MagnetAddCard onAdded={(name) => notify(t('toast.created', { name }))} />}
      <Card>
        <ListToolbar
          ns="magnet"
          q={search.q}
          pageSize={query.itemsPerPage}
          onChange={reset}
          filters={
            search.tag ? (
              <Chip
                label={t('list.filteredByTag', { tag: search.tag })}
                onDelete={() => reset({ tag: undefined })}
                sx={{ alignSelf: 'center' }}
              />
            ) : undefined
          }
        />
        <ListTable
          ns="magnet"
          ariaLabel={t('list.tableLabel')}
          columns={columns}
          query={query}
          list={magnets}
          rows={magnets.data?.magnets}
          total={magnets.data?.total}
          totalIsEstimate={magnets.data?.totalIsEstimate}
          onSearchChange={onSearchChange}
          empty={
            <ListEmpty
              ns="magnet"
              icon={IconMagnet}
              filtered={filtered}
              onClear={() => reset({ q: undefined, tag: undefined })}
              clearKey="list.clearSearch"
            />
          }
        />
      </Card>
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
    </Box>
  );
}
