import { type User, userListQuery } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumn, csvDownloader, expectCsvFile } from '../../test/csv-export.ts';
import { getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { userExportBatches } from './user-export.service.ts';

type Answer = { users: User[]; totalUsers: number };
const exportQuery = userListQuery.omit({ page: true, itemsPerPage: true });
const URL = '/api/apps/users/export.csv';

/** The username of each line: the second cell. */
const usernames = (body: string) => csvColumn(body, 1);

describe('users: the CSV export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (query = '', token?: string | null) => csvDownloader(t, URL)(query, token);
  const list = (query: string) => getOk<Answer>(t, `/api/apps/users?itemsPerPage=100&${query}`);

  it('downloads users-<date>.csv with the BOM and the header line', async () => {
    const header = 'Full name,Username,E-mail,Role,Plan,Billing,Status,Company,Country,Contact';
    expectCsvFile(await download(), 'users', header);
  });

  it('holds the users of the list with its filters and sort, one line each', async () => {
    for (const query of ['', 'sortBy=role&orderBy=desc', 'status=active&sortBy=user', 'q=a&sortBy=billing']) {
      const { totalUsers, users } = await list(query);
      const body = (await download(`?${query}`)).body;
      expect(usernames(body), query).toEqual(users.map((u) => u.username));
      expect(usernames(body)).toHaveLength(totalUsers);
    }
  });

  it('reads batch after batch without losing or repeating a user', async () => {
    for (const query of ['', 'sortBy=role', 'sortBy=plan&orderBy=desc']) {
      const filter = exportQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const read: string[] = [];
      for await (const batch of userExportBatches(t.app.db, filter, 7))
        read.push(...batch.map((u) => u.username));
      expect(read, query).toEqual((await list(query)).users.map((u) => u.username));
    }
  });

  it('refuses anonymous callers (401) and roles that may not read users (403)', async () => {
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', t.clientToken)).statusCode).toBe(403);
  });
});
