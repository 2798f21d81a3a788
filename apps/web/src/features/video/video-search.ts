import type { ListParams } from '@app/contracts';
import type { VideoListQuery } from '@app/contracts/video';
import { EMPTY_PATH, parsePath, videoSortKeys } from '@app/contracts/video-cascade';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';

/**
 * The library's state in the URL: search, the cascade's selection (`path=3,7,0,0`, left out while
 * nothing is chosen), sort and page. Anything unreadable falls back to the default.
 */
export const videoListSearch = z.object({
  q: text(200),
  path: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(60).optional())
    .transform((v) => {
      const path = parsePath(v).join(',');
      return path === EMPTY_PATH ? undefined : path;
    })
    .catch(undefined),
  ...sortAndPaging(videoSortKeys),
});
export type VideoListSearch = z.output<typeof videoListSearch>;

export function toVideosQuery(search: VideoListSearch): ListParams<VideoListQuery> {
  return { ...toListParams(search), path: search.path };
}
