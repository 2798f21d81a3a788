import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../../db/migration-journal.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** GET /api/ready (the database-outage case is in db/database-outage.test.ts, on PostgreSQL). */
describe('GET /api/ready', () => {
  let t: TestApp;
  let dataDir: string;
  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ready-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 200 on a migrated database with a writable upload directory, to anyone', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', uploads: 'ok' },
    });
  });

  it('answers 503 naming the migrations when one this version ships is not applied, and 200 again once it is', async () => {
    const last = shippedMigrations().at(-1);
    if (!last) throw new Error('no migrations shipped');
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'failed', uploads: 'ok' },
      });
      // Which one is for the log, not for whoever asks.
      expect(res.body).not.toContain(last.tag);
    } finally {
      await t.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last.when})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the uploads when the upload directory cannot be written', async () => {
    // A file where the directory should be: nothing can be stored under it.
    const uploads = join(dataDir, 'uploads');
    const existed = existsSync(uploads);
    if (existed) renameSync(uploads, `${uploads}.aside`);
    writeFileSync(uploads, 'not a directory');
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', uploads: 'failed' },
      });
    } finally {
      rmSync(uploads);
      if (existed) renameSync(`${uploads}.aside`, uploads);
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
