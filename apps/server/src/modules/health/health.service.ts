import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Database } from '../../db/client.ts';
import { missingMigrations } from '../../db/migration-journal.ts';

export type CheckResult = 'ok' | 'failed' | 'unchecked';
export type Readiness = {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; uploads: CheckResult };
  /** For the log only (never answered): why a check failed. */
  problems: string[];
};

/**
 * Whether files can be written under `dir`: it is a writable directory or, not made yet (the
 * storage makes it on the first upload), its nearest existing parent is. Nothing is written.
 */
async function writableDirectory(dir: string): Promise<void> {
  for (let path = dir; ; path = dirname(path)) {
    try {
      if (!(await stat(path)).isDirectory()) throw new Error(`${path} is not a directory`);
      await access(path, constants.W_OK);
      return;
    } catch (error) {
      const parent = dirname(path);
      if ((error as { code?: string }).code !== 'ENOENT' || parent === path) throw error;
    }
  }
}

/**
 * GET /api/ready's checks: the database answers on the health check's own connection, it has every
 * migration this code ships, and the upload directory can be written. One round trip to the
 * database (reading the applied migrations answers both of the first two) and two file system calls.
 */
export async function readiness(database: Database, uploads: string): Promise<Readiness> {
  const problems: string[] = [];
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', uploads: 'ok' };
  const [applied, writable] = await Promise.allSettled([
    database.appliedMigrations(),
    writableDirectory(uploads),
  ]);
  if (applied.status === 'rejected') {
    checks.database = 'failed';
    checks.migrations = 'unchecked';
    problems.push(`database: ${(applied.reason as Error).message}`);
  } else {
    const missing = missingMigrations(applied.value);
    if (missing.length > 0) {
      checks.migrations = 'failed';
      problems.push(`migrations not applied: ${missing.join(', ')}`);
    }
  }
  if (writable.status === 'rejected') {
    checks.uploads = 'failed';
    problems.push(`uploads: ${(writable.reason as Error).message}`);
  }
  return { ready: problems.length === 0, checks, problems };
}
