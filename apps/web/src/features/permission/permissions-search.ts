import type { ListParams, PermissionListQuery } from '@app/contracts';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const permissionListSearch = z.object({ q: text(200), ...sortAndPaging(['name'] as const) });
export type PermissionListSearch = z.output<typeof permissionListSearch>;

export function toPermissionsQuery(search: PermissionListSearch): ListParams<PermissionListQuery> {
  return toListParams(search);
}
