import type { VideoClassListAnswer } from '@app/contracts/video';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The whole classification tree: the cascade's choices and the editable tree read it. */
export const videoClassesQueryOptions = () =>
  queryOptions({
    queryKey: ['videos', 'classes'],
    queryFn: ({ signal, client }) => api<VideoClassListAnswer>('/admin/video-classes', { signal, client }),
  });
