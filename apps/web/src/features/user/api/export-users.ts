import type { User } from '@app/contracts';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getUsers, type UsersQuery } from '@/lib/queries/user';

/** Every user matching the filter and sort. */
export const fetchAllUsers = (query: UsersQuery, signal?: AbortSignal): Promise<User[]> =>
  fetchAllPages(async (paging) => (await getUsers({ ...query, ...paging }, signal)).users);
