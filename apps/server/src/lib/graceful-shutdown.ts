import type { FastifyInstance } from 'fastify';

/**
 * How a closing app lets go of its connections (README, Production). Fastify's close answers requests
 * that arrive after it began with 503 and `Connection: close` (return503OnClosing) and closes idle
 * keep-alive connections once (forceCloseConnections: 'idle'); a request already in flight then
 * finishes, but its connection would stay open until the keep-alive timeout (72 s) and hold the
 * close. So from the start of the close every answer says `Connection: close`, and once an answer has
 * gone its now idle connection is closed. Registered first, so its preClose hook runs first.
 */
export function releaseConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_req, _reply, done) => {
    // After Node has put the connection back to idle, which it does once this hook's answer is done.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}

/** After the grace period, how long the rest of the close (background work, the database) may take. */
const AFTER_GRACE_MS = 5000;

/**
 * On SIGTERM or SIGINT the app closes (app.close): it stops accepting connections and answers 503 to
 * requests arriving on kept-alive ones, tells its WebSockets to reconnect elsewhere (close code 1012,
 * modules/chat/chat-socket.routes.ts), waits for the requests in flight, stops working the job queue
 * (its jobs under way get JOB_STOP_MS, then are failed for another process to retry;
 * modules/job/job-queue.service.ts), lets background work end, closes the database last, and the
 * process exits 0. Requests still running
 * after `graceMs` are cut (their connections closed) and the process exits 1 once the database is
 * closed, or AFTER_GRACE_MS later at the latest. A second signal changes nothing: npm and a terminal
 * both pass on Ctrl-C.
 */
export function closeOnSignals(
  app: FastifyInstance,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'shutting down: finishing the requests in flight');
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn({ graceMs }, 'shutting down: the grace period is over; cutting what is still open');
      app.server.closeAllConnections();
      if (app.hasDecorator('websocketServer'))
        for (const socket of app.websocketServer.clients) socket.terminate();
      setTimeout(() => {
        app.log.error('shutting down: the close did not finish in time; exiting');
        exit(1);
      }, AFTER_GRACE_MS).unref();
    }, graceMs);
    grace.unref();
    app.close().then(
      () => {
        clearTimeout(grace);
        app.log.info('shut down');
        exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutting down failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
