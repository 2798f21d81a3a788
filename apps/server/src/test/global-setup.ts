import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareSeededCopy } from './test-database.ts';

/** Migrates and seeds once per run; every API test file then starts from its own copy (see helper.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'admin-test-db-'));
  try {
    const { copy, dispose } = await prepareSeededCopy(dir);
    project.provide('seededCopy', copy);
    project.provide('runDir', dir);
    return async () => {
      await dispose();
      await rm(dir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
