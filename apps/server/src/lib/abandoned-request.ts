import type { FastifyInstance } from 'fastify';
import { runWithSignal } from '../db/query-signal.ts';

/**
 * Gives every request an AbortSignal that fires when its client disconnects before the answer is
 * sent; the database pool cancels that request's running query on it (db/pg-pool.ts). Registered at
 * preValidation, after the body is read: the context of a hook that runs `done` holds for the rest.
 */
export function cancelQueriesOfAbandonedRequests(app: FastifyInstance): void {
  app.addHook('preValidation', (_req, reply, done) => {
    const controller = new AbortController();
    const res = reply.raw;
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    runWithSignal(controller.signal, done);
  });
}
