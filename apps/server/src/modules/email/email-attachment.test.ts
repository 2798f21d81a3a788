import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, scalar, signedInUser } from '../../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';
import { SAMPLE_FILES } from './email-samples.ts';

const PNG = SAMPLE_FILES.find((f) => f.type === 'image/png')?.bytes as Buffer;
const PDF = SAMPLE_FILES.find((f) => f.type === 'application/pdf')?.bytes as Buffer;
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('e-mail attachments', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mail-uploads-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = () => readdirSync(join(dataDir, 'uploads', 'email')).length;
  const upload = (body: ReturnType<typeof multipart>, token = t.adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/apps/email/attachments',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });

  it.each([
    ['report.pdf', 'application/pdf', PDF, 'application/pdf'],
    ['photo.png', 'image/png', PNG, 'image/png'],
    ['notes.txt', 'text/plain', Buffer.from('Hello,\nsee you at 10.\n'), 'text/plain'],
    ['data.csv', 'text/csv', Buffer.from('a,b\n1,2\n'), 'text/csv'],
    [
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]),
      'application/zip',
    ],
  ])(
    'stores %s and gives it back to its owner only, as an attachment',
    async (name, type, bytes, storedType) => {
      const res = await upload(multipart(name, type, bytes));
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json();
      expect(answer).toMatchObject({ fileName: name, bytes: bytes.length, type: storedType });
      const got = await call(t, 'GET', answer.url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.rawPayload.equals(bytes)).toBe(true);
      const stranger = await signedInUser(t, 'subscriber');
      expect((await call(t, 'GET', answer.url, undefined, stranger.token)).statusCode).toBe(404);
    },
  );

  it.each([
    ['a program named as a PDF', multipart('invoice.pdf', 'application/pdf', EXE)],
    ['a PNG named as a PDF', multipart('invoice.pdf', 'application/pdf', PNG)],
    ['a PDF sent as an image', multipart('scan', 'image/png', PDF)],
    [
      'a page of HTML named as text',
      multipart('notes.txt', 'text/plain', Buffer.from('<html><script>alert(1)</script>')),
    ],
    ['an SVG', multipart('logo.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))],
    ['a script whatever its content', multipart('run.js', 'text/plain', Buffer.from('console.log(1)'))],
    ['an empty file', multipart('empty.txt', 'text/plain', Buffer.alloc(0))],
    ['a file in another field', multipart('a.png', 'image/png', PNG, 'image')],
  ])('refuses %s with 400 naming file, storing nothing', async (_, body) => {
    const before = stored();
    const res = await upload(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty('file');
    expect(stored()).toBe(before);
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const before = stored();
    const res = await upload(
      multipart('big.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toHaveProperty('file');
    expect(stored()).toBe(before);
  });

  it("attaches only the caller's own uploads, and serves the seeded sample files", async () => {
    const mine = (await upload(multipart('x.pdf', 'application/pdf', PDF))).json();
    const stranger = await signedInUser(t, 'subscriber');
    const res = await call(
      t,
      'POST',
      '/api/apps/email/messages',
      { to: ['a@b.co'], attachmentIds: [mine.id], send: false },
      stranger.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('attachmentIds');
    const sample = await scalar(
      t,
      sql`select min(id)::int as n from email_attachments where owner_id = 1 and email_id is not null`,
    );
    const got = await call(t, 'GET', `/api/apps/email/attachments/${sample}/download`);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.length).toBeGreaterThan(0);
  });

  it('deletes the stored file with the last mail that uses it', async () => {
    const file = (await upload(multipart('gone.txt', 'text/plain', Buffer.from('bye')))).json();
    const draft = (
      await call(t, 'POST', '/api/apps/email/messages', {
        to: ['a@b.co'],
        attachmentIds: [file.id],
        send: false,
      })
    ).json();
    const before = stored();
    await call(t, 'POST', '/api/apps/email', { ids: [draft.email.id], data: { isDeleted: true } });
    expect((await call(t, 'DELETE', `/api/apps/email/${draft.email.id}`)).statusCode).toBe(204);
    expect(stored()).toBe(before - 1);
    expect((await call(t, 'GET', file.url)).statusCode).toBe(404);
  });
});
