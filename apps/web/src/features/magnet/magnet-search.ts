import type { ListParams } from '@app/contracts';
import type { MagnetListQuery, MagnetSortKey } from '@app/contracts/magnet';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';

// Spelled out rather than imported: this schema loads with the route tree, the magnet contracts with the page.
const magnetSortKeys = ['name', 'length', 'createdAt'] as const satisfies readonly MagnetSortKey[];

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const magnetListSearch = z.object({ q: text(200), tag: text(30), ...sortAndPaging(magnetSortKeys) });
export type MagnetListSearch = z.output<typeof magnetListSearch>;

export function toMagnetsQuery(search: MagnetListSearch): ListParams<MagnetListQuery> {
  return { ...toListParams(search), tag: search.tag || undefined };
}
