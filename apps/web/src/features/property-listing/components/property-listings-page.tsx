import { listerTypes, propertyTypes } from '@app/contracts/property-listing';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { IconBuildingEstate, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { RouterButton } from '@/components/router-links';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { propertyListingsQueryOptions } from '../api/get-property-listings';
import { type PropertyListingListSearch, toPropertyListingsQuery } from '../property-listing-search';
import { usePropertyListingColumns } from './property-listing-columns';
import { useDeletePropertyListingDialog } from './use-delete-property-listing-dialog';

/**
 * The listings made with the wizard: search (city, address, contact), property and lister type
 * filters, sort, paging in the URL, delete behind a confirmation.
 */
export function PropertyListingsPage({ search, onSearchChange }: ListProps<PropertyListingListSearch>) {
  const { t } = useTranslation('property-listing');
  const query = toPropertyListingsQuery(search);
  const listings = useQuery(propertyListingsQueryOptions(query));
  const canCreate = useCan({ action: 'create', subject: 'PropertyListing' });
  const canDelete = useCan({ action: 'delete', subject: 'PropertyListing' });
  const { notify } = useToast();
  const deleting = useDeletePropertyListingDialog(notify);
  const reset = useCallback(
    (patch: Partial<PropertyListingListSearch>) => onSearchChange({ ...patch, page: undefined }),
    [onSearchChange],
  );
  const columns = usePropertyListingColumns({ canDelete, onDelete: deleting.onDelete });
  return (
    <Box>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          canCreate ? (
            <RouterButton
              variant="contained"
              to="/wizard-examples/property-listing"
              startIcon={<IconPlus size={18} />}
            >
              {t('list.add')}
            </RouterButton>
          ) : undefined
        }
      />
      <Card>
        <ListToolbar
          ns="property-listing"
          q={search.q}
          pageSize={query.itemsPerPage}
          onChange={reset}
          filters={
            <>
              <FilterSelect
                variant="toolbar"
                label={t('filters.type')}
                allLabel={t('filters.allTypes')}
                value={search.propertyType}
                options={propertyTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
                onChange={(v) => reset({ propertyType: v as PropertyListingListSearch['propertyType'] })}
              />
              <FilterSelect
                variant="toolbar"
                label={t('filters.listedBy')}
                allLabel={t('filters.allListers')}
                value={search.listedBy}
                options={listerTypes.map((v) => ({ value: v, label: t(`listers.${v}`) }))}
                onChange={(v) => reset({ listedBy: v as PropertyListingListSearch['listedBy'] })}
              />
            </>
          }
        />
        <ListTable
          ns="property-listing"
          ariaLabel={t('list.tableLabel')}
          columns={columns}
          query={query}
          list={listings}
          rows={listings.data?.listings}
          total={listings.data?.total}
          totalIsEstimate={listings.data?.totalIsEstimate}
          onSearchChange={onSearchChange}
          empty={
            <ListEmpty
              ns="property-listing"
              icon={IconBuildingEstate}
              filtered={Boolean(search.q || search.propertyType || search.listedBy)}
              onClear={() => reset({ q: undefined, propertyType: undefined, listedBy: undefined })}
            />
          }
        />
      </Card>
      {deleting.dialog}
    </Box>
  );
}
