import type { PropertyListing } from '@app/contracts/property-listing';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createdAtColumn, type DataTableColumn } from '@/components/data-table/data-table-column';
import { actionsColumn, RowDeleteButton } from '@/components/data-table/row-actions';
import { useIntlFormat } from '@/lib/intl-format';
import { listingDay, useListingTexts } from './use-listing-texts';

type Options = { canDelete: boolean; onDelete: (listing: PropertyListing) => void };

/** Two lines in one cell: the main text and a quieter one under it (`typed`: an address, in its own direction). */
function TwoLines({ main, sub, typed }: { main: string; sub: string; typed?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography sx={{ fontWeight: 500 }} noWrap title={main}>
        {main}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        noWrap
        title={sub}
        dir={typed ? 'auto' : undefined}
        sx={{ textAlign: 'start' }}
      >
        {sub}
      </Typography>
    </Box>
  );
}

/** Each sortable column's field is the API's sortBy key. */
export function usePropertyListingColumns({ canDelete, onDelete }: Options) {
  const { t } = useTranslation('property-listing');
  const format = useIntlFormat();
  const x = useListingTexts(format);
  return useMemo<DataTableColumn<PropertyListing>[]>(
    () => [
      {
        field: 'property',
        headerName: t('columns.property'),
        sortable: false,
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <TwoLines main={x.name(row.propertyKind, row.city)} sub={`${row.address}, ${row.city}`} typed />
        ),
      },
      {
        field: 'expectedPrice',
        headerName: t('columns.price'),
        minWidth: 210,
        renderCell: ({ row }) => (
          // The amount alone on the first line (a column's width), "Negotiable" with the unit price under it.
          <TwoLines
            main={
              row.priceDisplay === 'callForPrice'
                ? x.price(row.expectedPrice, row.priceDisplay)
                : format.money(row.expectedPrice)
            }
            sub={
              row.priceDisplay === 'callForPrice'
                ? ''
                : [
                    row.priceDisplay === 'negotiable' ? t('displays.negotiable') : null,
                    t('texts.perUnit', {
                      price: format.money(row.pricePerUnit),
                      unit: t(`units.${row.areaUnit}`),
                    }),
                  ]
                    .filter(Boolean)
                    .join(' · ')
            }
          />
        ),
      },
      {
        field: 'propertyType',
        headerName: t('columns.type'),
        sortable: false,
        minWidth: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.propertyType === 'residential' ? 'primary' : 'secondary'}
            label={t(`types.${row.propertyType}`)}
          />
        ),
      },
      {
        field: 'totalArea',
        headerName: t('columns.area'),
        sortable: false,
        minWidth: 150,
        renderCell: ({ row }) => (
          <TwoLines
            main={x.area(row.totalArea, row.areaUnit)}
            sub={t('texts.availableFrom', { date: listingDay(format, row.availableFrom) })}
          />
        ),
      },
      {
        field: 'contactName',
        headerName: t('columns.contact'),
        sortable: false,
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => <TwoLines main={row.contactName} sub={t(`listers.${row.listedBy}`)} />,
      },
      createdAtColumn(t('columns.createdAt'), format.date),
      actionsColumn(t('columns.actions'), 90, (row) => (
        <>
          {canDelete && (
            <RowDeleteButton
              ns="property-listing"
              named={{ name: x.name(row.propertyKind, row.city) }}
              onClick={() => onDelete(row)}
            />
          )}
        </>
      )),
    ],
    // `t` changes with the language, so the headers follow a language switch.
    [t, format, x, canDelete, onDelete],
  );
}
