import { listerTypes, propertyTypes } from '@app/contracts/property-listing';
import { IconBuildingEstate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddLink } from '@/components/list-page/list-add-link';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { propertyListingsQueryOptions } from '../api/get-property-listings';
import { type PropertyListingListSearch, toPropertyListingsQuery } from '../property-listing-search';
import { usePropertyListingColumns } from './property-listing-columns';
import { useDeletePropertyListingDialog } from './use-delete-property-listing-dialog';

type Search = PropertyListingListSearch;

/**
 * The listings made with the wizard: search (city, address, contact), property and lister type
 * filters, sort, paging in the URL, delete behind a confirmation.
 */
export function PropertyListingsPage({ search, onSearchChange }: ListProps<Search>) {
  const { t } = useTranslation('property-listing');
  const query = toPropertyListingsQuery(search);
  const canCreate = useCan({ action: 'create', subject: 'PropertyListing' });
  const canDelete = useCan({ action: 'delete', subject: 'PropertyListing' });
  const { notify } = useToast();
  const deleting = useDeletePropertyListingDialog(notify);
  const columns = usePropertyListingColumns({ canDelete, onDelete: deleting.onDelete });
  return (
    <ListPage
      ns="property-listing"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={propertyListingsQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.listings })}
      columns={columns}
      ariaLabel={t('list.tableLabel')}
      pageHeader={{
        title: t('list.title'),
        subtitle: t('list.subtitle'),
        actions: canCreate && <ListAddLink ns="property-listing" to="/wizard-examples/property-listing" />,
      }}
      filterKeys={['propertyType', 'listedBy']}
      emptyIcon={IconBuildingEstate}
      toolbar={{
        filters: (change) => (
          <>
            <FilterSelect
              variant="toolbar"
              label={t('filters.type')}
              allLabel={t('filters.allTypes')}
              value={search.propertyType}
              options={propertyTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
              onChange={(v) => change({ propertyType: v as Search['propertyType'] })}
            />
            <FilterSelect
              variant="toolbar"
              label={t('filters.listedBy')}
              allLabel={t('filters.allListers')}
              value={search.listedBy}
              options={listerTypes.map((v) => ({ value: v, label: t(`listers.${v}`) }))}
              onChange={(v) => change({ listedBy: v as Search['listedBy'] })}
            />
          </>
        ),
      }}
    >
      {deleting.dialog}
    </ListPage>
  );
}
