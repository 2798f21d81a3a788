import { IconRosetteDiscount } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddLink } from '@/components/list-page/list-add-link';
import { ListPage } from '@/components/list-page/list-page';
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
  const canCreate = useCan({ action: 'create', subject: 'Deal' });
  const canDelete = useCan({ action: 'delete', subject: 'Deal' });
  const { notify } = useToast();
  const deleting = useDeleteDealDialog(notify);
  const columns = useDealColumns({ canDelete, onDelete: deleting.onDelete });
  return (
    <ListPage
      ns="deal"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={dealsQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.deals })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      pageHeader={{
        title: t('list.title'),
        subtitle: t('list.subtitle'),
        actions: canCreate && <ListAddLink ns="deal" to="/wizard-examples/create-deal" />,
      }}
      filterKeys={[]}
      emptyIcon={IconRosetteDiscount}
    >
      {deleting.dialog}
    </ListPage>
  );
}
