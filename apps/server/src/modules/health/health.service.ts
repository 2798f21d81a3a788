import type { Database } from '../../db/client.ts';
import { missingMigrations } from '../../db/migration-journal.ts';
import type { FileStorage } from '../../lib/file-storage.ts';

export type CheckResult = 'ok' | 'failed' | 'unchecked';
export type Readiness = {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; uploads: CheckResult };
  /** For the log only (never answered): why a check failed. */
  problems: string[];
};

/**
 * GET /api/ready's checks: the database answers on the health check's own connection, it has every
 * migration this code ships, and the file storage can take files (the upload directory can be
 * written; on S3, the bucket answers a HEAD). One round trip to the database (reading the applied
 * migrations answers both of the first two) and one to the storage, at the same time.
 */
export async function readiness(database: Database, storage: FileStorage): Promise<Readiness> {
  const problems: string[] = [];
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', uploads: 'ok' };
  const [applied, writable] = await Promise.allSettled([database.appliedMigrations(), storage.check()]);
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
