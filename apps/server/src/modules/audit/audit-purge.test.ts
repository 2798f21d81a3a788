import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startAuditPurge } from './audit-purge.ts';

/** A purge that runs until the test ends it. */
function slowPurge() {
  const calls: { finish(): void; fail(error: Error): void }[] = [];
  const purge = () =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ finish: () => resolve({ entries: 0, deletedRecords: 0 }), fail: reject });
    });
  return { purge, calls };
}

describe('the audit purge at start-up', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A server with the purge and one route, listening on a free port; its log lines are kept. */
  async function serve(purge: () => Promise<unknown>) {
    const log: { level: number; msg: string }[] = [];
    const server = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => log.push(JSON.parse(line)) } },
    });
    server.decorate('db', {} as FastifyInstance['db']);
    server.register(async (scope) => {
      startAuditPurge(scope, purge);
      scope.get('/api/ping', async () => ({ ok: true }));
    });
    app = server;
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    return { log, ping: () => fetch(`http://127.0.0.1:${port}/api/ping`) };
  }

  it('answers requests while the first purge is still running', async () => {
    const { purge, calls } = slowPurge();
    const { ping } = await serve(purge);
    expect(calls).toHaveLength(1);
    const res = await ping();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    calls[0].finish();
  });

  it('logs a failed purge and keeps serving', async () => {
    const { purge, calls } = slowPurge();
    const { log, ping } = await serve(purge);
    calls[0].fail(new Error('relation "audit_entry" is locked'));
    await expect.poll(() => log.map((l) => l.msg)).toContain('audit purge failed');
    expect((await ping()).status).toBe(200);
  });

  it('waits for a purge under way when the server closes', async () => {
    const { purge, calls } = slowPurge();
    const server = await serve(purge);
    let closed = false;
    const closing = (app as FastifyInstance).close().then(() => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    calls[0].finish();
    await closing;
    expect(closed).toBe(true);
    expect(server.log).toEqual([]);
    app = undefined;
  });

  it('does not purge in an app that never listens', async () => {
    const { purge, calls } = slowPurge();
    const server = Fastify();
    server.decorate('db', {} as FastifyInstance['db']);
    server.register(async (scope) => startAuditPurge(scope, purge));
    app = server;
    await server.ready();
    expect(calls).toHaveLength(0);
  });
});
