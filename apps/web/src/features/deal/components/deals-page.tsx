import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { IconPlus, IconRosetteDiscount } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { RouterButton } from '@/components/router-links';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { dealsQueryOptions } from '../api/get-deals';
import { type DealListSearch, toDealsQuery } from '../deal-search';
import { useDealColumns } from './deal-columns';
import { useDeleteDealDialog } from './use-delete-deal-dialog';

/** The deals made with the wizard: search (title or code), sort, paging in the URL, delete behind a confirmation. */
export function DealsPage({ search, onSearchChange }: ListProps<DealListSearch>) {
  const { t } = useTranslation('deal');
  const query = toDealsQuery(search);
  const deals = useQuery(dealsQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'Deal' });
  const canDelete = useCan({ action: 'delete', subject: 'Deal' });
  const { notify } = useToast();
  const deleting = useDeleteDealDialog(notify);
  const reset = useCallback(
    (patch: Partial<DealListSearch>) => onSearchChange({ ...patch, page: undefined }),
    [onSearchChange],
  );
  const columns = useDealColumns({ canDelete, onDelete: deleting.onDelete });
  return (
    <Box>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          canCreate ? (
            <RouterButton
              variant="contained"
              to="/wizard-examples/create-deal"
              startIcon={<IconPlus size={18} />}
            >
              {t('list.add')}
            </RouterButton>
          ) : undefined
        }
      />
      <Card>
        <ListToolbar ns="deal" q={search.q} pageSize={query.itemsPerPage} onChange={reset} />
        <ListTable
          ns="deal"
          ariaLabel={t('list.tableLabel')}
          columns={columns}
          query={query}
          list={deals}
          rows={deals.data?.deals}
          total={deals.data?.total}
          totalIsEstimate={deals.data?.totalIsEstimate}
          onSearchChange={onSearchChange}
          empty={
            <ListEmpty
              ns="deal"
              icon={IconRosetteDiscount}
              filtered={Boolean(search.q)}
              onClear={() => reset({ q: undefined })}
              clearKey="list.clearSearch"
            />
          }
        />
      </Card>
      {deleting.dialog}
    </Box>
  );
}
