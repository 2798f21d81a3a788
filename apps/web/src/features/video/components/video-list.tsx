import { EMPTY_PATH, type Video, type VideoClass } from '@app/contracts/video';
import Box from '@mui/material/Box';
import { IconMovie } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListAddButton } from '@/components/data-table/list-toolbar';
import { ListCardTitle } from '@/components/list-page/list-card-title';
import { ListPage } from '@/components/list-page/list-page';
import { useToast } from '@/components/toast/use-toast';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useDeleteVideo } from '../api/delete-video';
import { videosQueryOptions } from '../api/get-videos';
import { toVideosQuery, type VideoListSearch } from '../video-search';
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
  return (
    <ListPage
      ns="video"
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      queryOptions={videosQueryOptions(query)}
      answer={(data) => ({ ...data, rows: data.videos })}
      columns={columns}
      ariaLabel={t('list.title')}
      header={(change) => (
        <>
          <ListCardTitle title={t('list.title')} />
          <Box sx={{ px: 3, pt: 3 }}>
            <VideoCascade
              classes={classes}
              path={search.path}
              onChange={(path) => change({ path: path === EMPTY_PATH ? undefined : path })}
            />
          </Box>
        </>
      )}
      filterKeys={['path']}
      emptyIcon={IconMovie}
      toolbar={{ actions: () => <ListAddButton ns="video" onClick={() => setEditing('new')} /> }}
    >
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
    </ListPage>
  );
}
