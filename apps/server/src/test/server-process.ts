import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { NO_WEB_APP_IN_TESTS } from '../config.ts';

/**
 * A real API process (apps/server/src/main.ts, through tsx) for the tests that need one: started on
 * a free port of 127.0.0.1 with the demo seeded and warnings only in its log, and awaited until
 * /api/health answers. Its stdout and stderr are kept in `output`, quoted when it exits or does not
 * start in time (then it is killed).
 */
export type ServerProcess = {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  output: string[];
};

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** Listens on a free port of 127.0.0.1 and says which. */
export function listenOnFreePort(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}

/** A port of 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  const port = await listenOnFreePort(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the API with `env` added to this process's environment. `name` names it in the errors;
 * `startWithinMs` is how long it may take to answer its health check (a busy machine wants more).
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  { startWithinMs = 120_000 }: { startWithinMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      WEB_DIST: NO_WEB_APP_IN_TESTS,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { name, port, base, child, output };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not start: ${output.join('')}`);
}

/** Stops the process with SIGTERM and waits until it has exited. */
export function stopServerProcess(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}
