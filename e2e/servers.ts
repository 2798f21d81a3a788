/**
 * The journeys run on E2E_WORKERS workers (default 1; 2 when the machine has room); worker i uses its own server on E2E_PORT + i,
 * each on a fresh embedded database (playwright.config.ts starts them).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export const e2eServerPort = (parallelIndex: number) => E2E_BASE_PORT + (parallelIndex % E2E_WORKERS);
