import { outsideRequests } from './query-signal.ts';

type Waiter = { resolve(): void; reject(error: unknown): void };

/**
 * Concurrent health checks share round trips to the database: a caller joins the next ping to start,
 * never one already in flight, so each answer still comes from a round trip that began after it
 * asked; at most one ping per process is in flight however many checks arrive. A ping belongs to no
 * request, so none of theirs that ends cancels it (db/query-signal.ts).
 */
export function sharedPing(run: () => Promise<unknown>): () => Promise<void> {
  let running = false;
  let waiters: Waiter[] = [];
  const start = () => {
    const batch = waiters;
    waiters = [];
    running = true;
    outsideRequests(run)
      .then(
        () => {
          for (const w of batch) w.resolve();
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        running = false;
        if (waiters.length > 0) start();
      });
  };
  return () =>
    new Promise<void>((resolve, reject) => {
      waiters.push({ resolve, reject });
      if (!running) start();
    });
}
