import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's: a second process opening the same data directory would
 * corrupt it. The app writes its pid here while it has the database open; backup and restore refuse
 * to touch a directory whose owner is still alive.
 */
const lockFile = (dataDir: string) => join(dataDir, 'pglite.pid');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function holdDataDir(dataDir: string): () => void {
  const file = lockFile(dataDir);
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
  };
}

export function assertDataDirFree(dataDir: string): void {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  if (pid && pid !== process.pid && alive(pid)) {
    throw new Error(`the app (pid ${pid}) has the embedded database in ${dataDir} open: stop it first`);
  }
}
