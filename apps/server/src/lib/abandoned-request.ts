import type { FastifyInstance } from 'fastify';
import { type RequestContext, runWithContext } from '../db/query-signal.ts';

/**
 * Gives every request an AbortSignal that fires when its client disconnects before the answer is
 * sent; the database pool cancels that request's running query on it (db/pg-pool.ts). It also carries
 * the signed-in user, whom every write records as its actor. Registered at
 * preValidation, after the body is read: the context of a hook that runs `done` holds for the rest.
 *
 * The signal is made when the request's first query asks for it: a request that runs none (the
 * health check, whose pool is its own) does not pay for an AbortSignal and its listener. A client
 * gone before that query is seen then, from the closed response.
 */
export function cancelQueriesOfAbandonedRequests(app: FastifyInstance): void {
  app.addHook('preValidation', (req, reply, done) => {
    const res = reply.raw;
    let controller: AbortController | undefined;
    const context: RequestContext = {
      // The auth plugin's onRequest hook has found the user: the audit triggers record them (docs/audit.md).
      actorId: req.auth?.user.id ?? null,
      get signal() {
        if (controller) return controller.signal;
        const made = new AbortController();
        controller = made;
        if (res.destroyed) {
          if (!res.writableFinished) made.abort();
        } else {
          res.once('close', () => {
            if (!res.writableFinished) made.abort();
          });
        }
        return made.signal;
      },
    };
    runWithContext(context, done);
  });
}
