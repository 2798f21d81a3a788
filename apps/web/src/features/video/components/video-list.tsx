import { EMPTY_PATH, type Video, type VideoClass } from '@app/contracts/video';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { IconMovie } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { ListAddButton, ListToolbar } from '@/components/data-table/list-toolbar';
import { useToast } from '@/components/toast/use-toast';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteVideo } from '../api/delete-video';
import { videosQueryOptions } from '../api/get-videos';
import { hasFilters, toVideosQuery, type VideoListSearch } from '../video-search';
import { VideoCascade } from './video-cascade';
import { useVideoColumns } from './video-columns';
import { VideoDialog } from './video-dialog';
import { VideoPlayerDialog } from './video-player-dialog';

type Props = ListProps<VideoListSearch> & { classes: VideoClass[]; selectedId: number };

/** The videos under the cascade's selection: search, sort and page in the URL; play, edit, delete. */
export function VideoList({ search, onSearchChange, classes, selectedId }: Props) {
  const { t } = useTranslation('video');
  const { notify } = useToast();
  const query = toVideosQuery(search);
  const list = useQuery(videosQueryOptions(query));
  const [playing, setPlaying] = useState<Video | null>(null);
  const [editing, setEditing] = useState<Video | 'new' | null>(null);
  const removal = useDeleteVideo();
  const { ask, dialog } = useConfirmedDelete<Video, number>({
    removal,
    idOf: (v) => v.id,
    texts: (v) => ({
      title: t('delete.title', { name: v.title }),
      description: t('delete.description'),
      confirmLabel: t('delete.confirm'),
    }),
    onDeleted: () => notify(t('delete.done')),
  });
  const columns = useVideoColumns({
    onPlay: setPlaying,
    onEdit: useCallback((v: Video) => setEditing(v), []),
    onDelete: ask,
  });
  const reset = (patch: Partial<VideoListSearch>) => onSearchChange({ ...patch, page: undefined });
  return (
    <Card>
      <CardHeader
        title={t('list.title')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        sx={{ px: 3, pt: 3, pb: 0 }}
      />
      <Box sx={{ px: 3, pt: 3 }}>
        <VideoCascade
          classes={classes}
          path={search.path}
          onChange={(path) => reset({ path: path === EMPTY_PATH ? undefined : path })}
        />
      </Box>
      <ListToolbar ns="video" q={search.q} pageSize={query.itemsPerPage} onChange={reset}>
        <ListAddButton ns="video" onClick={() => setEditing('new')} />
      </ListToolbar>
      <ListTable
        ns="video"
        ariaLabel={t('list.title')}
        columns={columns}
        query={query}
        list={list}
        rows={list.data?.videos}
        total={list.data?.total}
        totalIsEstimate={list.data?.totalIsEstimate}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="video"
            icon={IconMovie}
            filtered={hasFilters(search)}
            onClear={() => reset({ q: undefined, path: undefined })}
          />
        }
      />
      {playing && <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />}
      {editing && (
        <VideoDialog
          classes={classes}
          video={editing === 'new' ? null : editing}
          defaultClassId={selectedId}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </Card>
  );
}
