import type { MagnetLink } from '@app/contracts/magnet';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { IconTags } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { createdAtColumn, type DataTableColumn } from '@/components/data-table/data-table-column';
import { actionsColumn, RowActionButton, RowDeleteButton } from '@/components/data-table/row-actions';
import { useIntlFormat } from '@/lib/intl-format';

type Options = {
  canUpdate: boolean;
  canDelete: boolean;
  onTags: (magnet: MagnetLink) => void;
  onDelete: (magnet: MagnetLink) => void;
  onTagFilter: (tag: string) => void;
};

export const magnetTitle = (m: MagnetLink) => m.name ?? m.infoHash;

/** Each sortable column's field is the API's sortBy key. */
export function useMagnetColumns({ canUpdate, canDelete, onTags, onDelete, onTagFilter }: Options) {
  const { t } = useTranslation('magnet');
  const { date, bytes } = useIntlFormat();
  return useMemo<DataTableColumn<MagnetLink>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 3,
        minWidth: 280,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap title={row.name ?? undefined}>
              {row.name ?? t('fields.noName')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              <Typography
                variant="body2"
                color="text.secondary"
                noWrap
                dir="ltr"
                sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}
              >
                {row.infoHash}
              </Typography>
              <CopyButton
                text={row.infoHash}
                label={t('actions.copyHashNamed', { name: magnetTitle(row) })}
              />
            </Box>
          </Box>
        ),
      },
      {
        field: 'length',
        headerName: t('columns.length'),
        minWidth: 110,
        valueGetter: (_, row) => (row.length === null ? t('fields.unknownLength') : bytes(row.length)),
      },
      {
        field: 'trackers',
        headerName: t('columns.trackers'),
        sortable: false,
        minWidth: 120,
        valueGetter: (_, row) =>
          row.trackers.length === 0
            ? t('fields.noTrackers')
            : t('trackerCount', { count: row.trackers.length }),
      },
      {
        field: 'tags',
        headerName: t('columns.tags'),
        sortable: false,
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {row.tags.map((tag) => (
              <Chip
                key={tag}
                label={tag}
                size="small"
                variant="outlined"
                onClick={() => onTagFilter(tag)}
                aria-label={t('actions.filterTag', { tag })}
              />
            ))}
          </Box>
        ),
      },
      createdAtColumn(t('columns.createdAt'), date),
      actionsColumn(t('columns.actions'), 130, (row) => (
        <>
          <CopyButton text={row.uri} label={t('actions.copyNamed', { name: magnetTitle(row) })} />
          {canUpdate && (
            <RowActionButton
              title={t('actions.tags')}
              label={t('actions.tagsNamed', { name: magnetTitle(row) })}
              icon={IconTags}
              onClick={() => onTags(row)}
            />
          )}
          {canDelete && (
            <RowDeleteButton ns="magnet" named={{ name: magnetTitle(row) }} onClick={() => onDelete(row)} />
          )}
        </>
      )),
    ],
    // `t` changes with the language, so the headers follow a language switch.
    [t, date, bytes, canUpdate, canDelete, onTags, onDelete, onTagFilter],
  );
}
