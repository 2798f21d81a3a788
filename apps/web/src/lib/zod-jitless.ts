// Zod's fast path compiles parsers with `new Function`, which the page's Content-Security-Policy forbids
// (script-src 'self'); even its feature check is reported as a CSP violation. Zod reads this global
// config when a schema is built, so it is set before zod loads: main imports this module first, and
// vite.config keeps it in a chunk of its own so that it runs before the chunk holding zod.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
