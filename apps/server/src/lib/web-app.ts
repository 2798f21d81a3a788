import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** File names under assets/ carry a content hash (Vite), so they never change: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of the built index.html (the
 * first paint's theme and sign-in card), so that they run while `script-src` stays `'self'`.
 */
export function inlineScriptHashes(dist: string): string[] {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * Serves the built web app from `dist`: each file as its `.br` or `.gz` twin written at build time when
 * the browser accepts it, hashed assets cached forever, the HTML revalidated on every visit, and
 * index.html for every other GET outside /api (the client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, dist: string) {
  const hasApp = existsSync(join(dist, 'index.html'));
  if (hasApp) {
    const assets = join(dist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed twins are chosen through Accept-Encoding, not requested by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasApp && req.method === 'GET' && !req.url.startsWith('/api')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
