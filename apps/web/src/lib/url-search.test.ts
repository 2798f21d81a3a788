import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from './url-search';

const listSearch = z.object({
  q: text(10),
  status: oneOf(['open', 'closed'] as const),
  ...sortAndPaging(['name', 'date'] as const),
});

describe('list URL search', () => {
  it('keeps a number typed as search text as that text', () => {
    expect(listSearch.parse({ q: 1013 }).q).toBe('1013');
  });

  it('trims the text and drops text longer than allowed', () => {
    expect(listSearch.parse({ q: '  shoes ' }).q).toBe('shoes');
    expect(listSearch.parse({ q: 'x'.repeat(11) }).q).toBeUndefined();
  });

  it('drops a value outside its set instead of failing the page', () => {
    const search = listSearch.parse({ status: 'lost', sortBy: 'price', orderBy: 'up' });
    expect(search).toEqual({});
  });

  it('reads the page from the URL text and accepts only the offered page sizes', () => {
    expect(listSearch.parse({ page: '3', itemsPerPage: '25' })).toMatchObject({ page: 3, itemsPerPage: 25 });
    expect(listSearch.parse({ page: '0', itemsPerPage: '7' })).toEqual({});
  });
});

describe('toListParams', () => {
  it('asks for page 1 of 10 rows, unsorted, when the URL says nothing', () => {
    expect(toListParams({})).toEqual({ page: 1, itemsPerPage: 10 });
  });

  it('sorts ascending when the URL names a column but no direction, and ignores a direction alone', () => {
    expect(toListParams({ sortBy: 'name' })).toMatchObject({ sortBy: 'name', orderBy: 'asc' });
    expect(toListParams({ orderBy: 'desc' }).orderBy).toBeUndefined();
  });

  it('sends no search for an empty search box', () => {
    expect(toListParams({ q: '' }).q).toBeUndefined();
  });
});
