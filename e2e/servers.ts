import { availableParallelism } from 'node:os';

/**
 * The journeys run on E2E_WORKERS workers; worker i uses its own server on E2E_PORT + i, each on an
 * embedded database of its own (playwright.config.ts starts them). Unset, CI (alone on its machine)
 * runs one worker per core, at most two: one worker leaves a core mostly idle (docs/decisions/016,
 * session 14); elsewhere one worker, since a shared machine's cores are already busy.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? (process.env.CI ? Math.min(2, availableParallelism()) : 1)),
);

export const e2eServerPort = (parallelIndex: number) => E2E_BASE_PORT + (parallelIndex % E2E_WORKERS);
