import { createFileRoute } from '@tanstack/react-router';
import { videoClassesQueryOptions } from '@/features/video/api/get-video-classes';
import { videosQueryOptions } from '@/features/video/api/get-videos';
import { VideoPage } from '@/features/video/components/video-page';
import { toVideosQuery, videoListSearch } from '@/features/video/video-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/admin/video')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Video' }),
  ...listRoute({
    search: videoListSearch,
    toQuery: toVideosQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(videosQueryOptions(query)),
      queryClient.ensureQueryData(videoClassesQueryOptions()),
    ],
  }),
  component: VideoRoute,
});

function VideoRoute() {
  return <VideoPage {...useListRoute(Route)} />;
}
