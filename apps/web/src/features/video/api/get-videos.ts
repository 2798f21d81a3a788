import type { ListParams } from '@app/contracts';
import type { VideoListAnswer, VideoListQuery } from '@app/contracts/video';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without a query: the key every video list starts with, for invalidation. */
export const videosQueryOptions = (query?: ListParams<VideoListQuery>) =>
  queryOptions({
    queryKey: query === undefined ? ['videos', 'list'] : ['videos', 'list', query],
    queryFn: ({ signal, client }) => api<VideoListAnswer>('/admin/videos', { query, signal, client }),
    placeholderData: keepPreviousData,
  });
