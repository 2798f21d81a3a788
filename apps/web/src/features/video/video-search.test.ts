import { describe, expect, it } from 'vitest';
import { toVideosQuery, videoListSearch } from './video-search';

describe('the video library URL', () => {
  it('keeps a chosen path and leaves out the empty one', () => {
    expect(videoListSearch.parse({ path: '3,7,0,0' }).path).toBe('3,7,0,0');
    expect(videoListSearch.parse({ path: '0,0,0,0' }).path).toBeUndefined();
    expect(videoListSearch.parse({}).path).toBeUndefined();
  });

  it('reads a hand-typed path as far as it makes sense', () => {
    expect(videoListSearch.parse({ path: '3,x,9,0' }).path).toBe('3,0,0,0');
    expect(videoListSearch.parse({ path: 12 }).path).toBe('12,0,0,0');
    expect(videoListSearch.parse({ path: ['a'] }).path).toBeUndefined();
  });

  it('asks the API for page 1 of 10, newest first, under the path', () => {
    expect(toVideosQuery(videoListSearch.parse({ path: '3,7,0,0', q: ' hooks ' }))).toEqual({
      q: 'hooks',
      path: '3,7,0,0',
      sortBy: undefined,
      orderBy: undefined,
      page: 1,
      itemsPerPage: 10,
    });
  });
});
