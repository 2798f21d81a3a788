import { createFileRoute } from '@tanstack/react-router';
import { videoClassesQueryOptions } from '@/features/video/api/get-video-classes';
import { videosQueryOptions } from '@/features/video/api/get-videos';
import { VideoPage } from '@/features/video/components/video-page';
import { toVideosQuery, type VideoListSearch, videoListSearch } from '@/features/video/video-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/admin/video')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Video' }),
  validateSearch: videoListSearch,
  loaderDeps: ({ search }) => toVideosQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(videosQueryOptions(deps)),
      queryClient.ensureQueryData(videoClassesQueryOptions()),
    ]),
  component: VideoRoute,
});

function VideoRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<VideoListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <VideoPage search={search} onSearchChange={change} />;
}
