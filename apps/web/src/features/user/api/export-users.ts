import { MAX_PAGE_SIZE, type User } from '@app/contracts';
import { getUsers, type UsersQuery } from '@/lib/queries/user';

/** Every user matching the filter and sort, one page of 100 after the other (the API's largest page). */
export async function fetchAllUsers(query: UsersQuery, signal?: AbortSignal): Promise<User[]> {
  const all: User[] = [];
  let page = 1;
  let totalPages = 1;
  do {
    const answer = await getUsers({ ...query, page, itemsPerPage: MAX_PAGE_SIZE }, signal);
    all.push(...answer.users);
    totalPages = answer.totalPages;
    page += 1;
  } while (page <= totalPages);
  return all;
}
