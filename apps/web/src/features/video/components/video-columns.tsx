import type { Video } from '@app/contracts/video';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconMovie, IconMovieOff, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createdAtColumn, type DataTableColumn } from '@/components/data-table/data-table-column';
import {
  RowActionButton,
  RowActions,
  RowDeleteButton,
  RowEditButton,
} from '@/components/data-table/row-actions';
import { TintedIcon } from '@/components/tinted-icon';
import { useIntlFormat } from '@/lib/intl-format';
import { formatDuration } from '../video-format';

type Actions = { onPlay: (v: Video) => void; onEdit: (v: Video) => void; onDelete: (v: Video) => void };

/** Each sortable column's field is the API's sortBy key. */
export function useVideoColumns({ onPlay, onEdit, onDelete }: Actions) {
  const { t } = useTranslation('video');
  const format = useIntlFormat();
  return useMemo<DataTableColumn<Video>[]>(
    () => [
      {
        field: 'title',
        headerName: t('columns.title'),
        flex: 2.5,
        minWidth: 210,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <TintedIcon
              icon={row.url ? IconMovie : IconMovieOff}
              tone={row.url ? 'primary' : 'secondary'}
              size={40}
            />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography sx={{ fontWeight: 500 }} noWrap dir="auto">
                {row.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap dir="auto">
                {row.description || '—'}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'classification',
        headerName: t('columns.classification'),
        flex: 1.3,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ whiteSpace: 'normal' }}>
            {row.classNames.join(' › ')}
          </Typography>
        ),
      },
      {
        field: 'size',
        headerName: t('columns.size'),
        minWidth: 100,
        renderCell: ({ row }) =>
          row.size === null ? (
            <Tooltip title={t('noFileHint')}>
              <Chip size="small" variant="outlined" label={t('noFile')} />
            </Tooltip>
          ) : (
            <Box sx={{ lineHeight: 1.3 }}>
              <Typography variant="body2">{format.bytes(row.size)}</Typography>
              {row.durationSeconds !== null && (
                <Typography variant="caption" color="text.secondary" dir="ltr">
                  {formatDuration(row.durationSeconds)}
                </Typography>
              )}
            </Box>
          ),
      },
      createdAtColumn(t('columns.added'), format.date, 110),
      {
        field: 'actions',
        headerName: t('columns.actions'),
        minWidth: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions>
            {row.url ? (
              <RowActionButton
                title={t('actions.play')}
                label={t('actions.playNamed', { name: row.title })}
                icon={IconPlayerPlay}
                color="primary"
                onClick={() => onPlay(row)}
              />
            ) : (
              // Keeps edit and delete in line with the rows that can play.
              <Box aria-hidden sx={{ width: 30, flexShrink: 0 }} />
            )}
            <RowEditButton ns="video" named={{ name: row.title }} onClick={() => onEdit(row)} />
            <RowDeleteButton ns="video" named={{ name: row.title }} onClick={() => onDelete(row)} />
          </RowActions>
        ),
      },
    ],
    [t, format, onPlay, onEdit, onDelete],
  );
}
