import type { FastifyInstance } from 'fastify';
import { runWithSignal } from '../db/query-signal.ts';

/**
 * Gives every request an AbortSignal that fires when its client disconnects before the answer is
 * sent; the database pool cancels that request's running query on it (db/pg-pool.ts). It also carries
 * the signed-in user, whom every write records as its actor. Registered at
 * preValidation, after the body is read: the context of a hook that runs `done` holds for the rest.
 */
export function cancelQueriesOfAbandonedRequests(app: FastifyInstance): void {
  app.addHook('preValidation', (req, reply, done) => {
    const controller = new AbortController();
    const res = reply.raw;
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    // The auth plugin's onRequest hook has found the user: the audit triggers record them (docs/audit.md).
    runWithSignal(controller.signal, done, req.auth?.user.id ?? null);
  });
}
