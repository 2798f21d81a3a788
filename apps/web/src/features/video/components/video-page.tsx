import { deepestOf, EMPTY_PATH, parsePath } from '@app/contracts/video';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { videoClassesQueryOptions } from '../api/get-video-classes';
import type { VideoListSearch } from '../video-search';
import { VideoClassTree } from './video-class-tree';
import { VideoList } from './video-list';

type Props = { search: VideoListSearch; onSearchChange: (patch: Partial<VideoListSearch>) => void };

/** /admin/video: the classification tree beside the videos of the selected branch. */
export function VideoPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('video');
  const classes = useQuery(videoClassesQueryOptions()).data?.classes ?? [];
  const selectedId = deepestOf(parsePath(search.path));
  const choosePath = (path: string) =>
    onSearchChange({ path: path === EMPTY_PATH ? undefined : path, page: undefined });
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4, xl: 3 }} sx={{ order: { xs: 2, lg: 1 } }}>
          <VideoClassTree selectedId={selectedId} onSelect={choosePath} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8, xl: 9 }} sx={{ order: { xs: 1, lg: 2 } }}>
          <VideoList
            search={search}
            onSearchChange={onSearchChange}
            classes={classes}
            selectedId={selectedId}
          />
        </Grid>
      </Grid>
    </>
  );
}
