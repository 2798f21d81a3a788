/**
 * The journeys run on E2E_WORKERS workers (default 1); worker i uses its own server on E2E_PORT + i, each
 * on an embedded database of its own (playwright.config.ts starts them). One worker is the default in CI
 * too: the journeys are bound by the browser's CPU, and on this 2-core machine two workers (a browser and a
 * server each) took 1,266 s in session 14's CI against 919 s for one worker in session 15, on the same
 * kind of machine with other work beside it (docs/decisions/016).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export const e2eServerPort = (parallelIndex: number) => E2E_BASE_PORT + (parallelIndex % E2E_WORKERS);
