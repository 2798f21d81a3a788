import type { LicenceImportErrorAnswer, LicenceListAnswer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLines, expectCsvFile } from '../../test/csv-export.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

const URL = '/api/admin/licences';
const HEADER = 'Product,Licensee,Licence key,Seats,Expires on,Notes,Assigned users';

describe('licences: CSV import and export', () => {
  let t: TestApp;
  let emails: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/apps/users?itemsPerPage=5',
      headers: bearer(t.adminToken),
    });
    emails = (res.json().users as { email: string }[]).map((u) => u.email);
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, token = t.adminToken) =>
    t.app.inject({ method: 'POST', url: `${URL}/import`, payload: { csv }, headers: bearer(token) });
  const total = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: URL, headers: bearer(t.adminToken) })
      ).json() as LicenceListAnswer
    ).totalLicences;

  it('exports the filtered list in the import’s columns, soonest expiry first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}/export.csv?status=expired`,
      headers: bearer(t.adminToken),
    });
    expectCsvFile(res, 'licences', HEADER);
    const lines = csvLines(res.body);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^WebStorm,John Doe,WS-5L0A-92ZK-F7CU,1,\d{4}-\d{2}-\d{2},Replaced by the All Products Pack\.,$/,
    );
  });

  it('imports a good file in one go: new keys are created, known keys replaced', async () => {
    const before = await total();
    const csv = [
      HEADER,
      `GoLand,New Team,NEW-KEY-0001,2,2027-03-01,"Notes, with a comma",${emails[0]}; ${emails[1]}`,
      `webstorm,"Multi, Line",NEW-KEY-0002,1,2027-04-01,"Two\nlines",`,
      `RubyMine,Demo Inc.,RM-7J5Y-06TQ-H9EM,3,2028-01-01,Renewed,${emails[2].toUpperCase()}`,
    ].join('\r\n');
    const res = await importCsv(`\uFEFF${csv}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 1 });
    expect(await total()).toBe(before + 2);
    const found = (
      await t.app.inject({ method: 'GET', url: `${URL}?q=RM-7J5Y`, headers: bearer(t.adminToken) })
    ).json();
    expect(found.licences[0]).toMatchObject({ seats: 3, expiresOn: '2028-01-01', notes: 'Renewed' });
    expect(found.licences[0].assignedUsers.map((u: { email: string }) => u.email)).toEqual([emails[2]]);
  });

  it('refuses the whole file when any row is bad, listing every bad row with its line', async () => {
    const before = await total();
    const csv = [
      HEADER,
      'GoLand,Good Row,GOOD-KEY-0001,2,2027-03-01,,',
      `GoLand,Too Few Seats,BAD-KEY-0001,1,2027-03-01,,${emails[0]};${emails[1]}`,
      'Notepad,Bad Product,BAD-KEY-0002,1,2027-03-01,,',
      'GoLand,Bad Date,BAD-KEY-0003,1,2027-02-30,,',
      'GoLand,Bad Seats,BAD-KEY-0004,zero,2027-03-01,,',
      'GoLand,Unknown User,BAD-KEY-0005,1,2027-03-01,,nobody@nowhere.example',
      'GoLand,Twice,GOOD-KEY-0001,1,2027-03-01,,',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    const answer = res.json() as LicenceImportErrorAnswer;
    expect(answer.errors?.csv).toBe('has 6 bad rows; nothing was imported');
    expect(answer.rows?.map((r) => [r.line, r.field])).toEqual([
      [3, 'Assigned users'],
      [4, 'Product'],
      [5, 'Expires on'],
      [6, 'Seats'],
      [7, 'Assigned users'],
      [8, 'Licence key'],
    ]);
    expect(answer.rows?.[0].reason).toBe('has 2 users for 1 seat: remove users or add seats');
    expect(answer.rows?.[4].reason).toBe('holds unknown users: nobody@nowhere.example');
    expect(answer.rows?.[5].reason).toBe('is also on line 2');
    expect(await total()).toBe(before);
  });

  it('says why a file cannot be read at all', async () => {
    const cases: [string, RegExp, number][] = [
      ['Product,Licensee\nGoLand,x', /misses the columns Licence key, Seats, Expires on/, 1],
      [`${HEADER},Colour\n`, /unknown columns: colour/, 1],
      [HEADER, /no licence rows/, 1],
      [`${HEADER}\nGoLand,"unclosed,K-1,1,2027-01-01,,`, /could not be read/, 2],
      [`${HEADER}\nGoLand,x,KEY-1234,1,2027-01-01`, /could not be read/, 2],
    ];
    for (const [csv, reason, line] of cases) {
      const res = await importCsv(csv);
      expect(res.statusCode, csv).toBe(400);
      const answer = res.json() as LicenceImportErrorAnswer;
      expect(answer.rows?.[0].reason, csv).toMatch(reason);
      expect(answer.rows?.[0].line, csv).toBe(line);
    }
    expect((await importCsv('')).statusCode).toBe(400);
    expect((await importCsv(HEADER, t.clientToken)).statusCode).toBe(403);
  });

  it('imports back what it exported', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `${URL}/export.csv`,
      headers: bearer(t.adminToken),
    });
    const before = await total();
    const res = await importCsv(exported.body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 0, updated: before });
  });
});
