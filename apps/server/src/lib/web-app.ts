import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeModulesOf } from './route-modules.ts';

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
 * The public account pages, which load the sign-in entry (`withSigninEntry`) instead of the app's: the
 * server draws them for it to hydrate (docs/decisions/014-login-weight.md).
 */
export const SIGNIN_ENTRY_PATHS: readonly string[] = ['/login', '/register', '/forgot-password'];

/**
 * index.html as the signed-out account pages load it: the sign-in entry (`<meta name="signin-entry">`,
 * written by the build) as the page's module script, with its files preloaded, instead of the app's,
 * whose files are only prefetched for after the sign-in (docs/decisions/014-login-weight.md). A build
 * without the sign-in entry keeps the app's entry.
 */
export function withSigninEntry(html: string): string {
  const entry = /<meta name="signin-entry" content="([^"]+)">/.exec(html)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(/<meta name="signin-module" content="([^"]+)">/g)].map(
    ([, file]) => file,
  );
  const ours = new Set([entry, ...modules]);
  const prefetch = (file: string) =>
    ours.has(file) ? '' : `<link rel="prefetch" as="script" crossorigin href="${file}">`;
  return html
    .replace(/<meta name="signin-(?:entry|module)" content="[^"]+">/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, app: string) =>
        `<script type="module" crossorigin src="${entry}"></script>${modules
          .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
          .join('')}${prefetch(app)}`,
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (link, file: string) =>
      ours.has(file) ? link : prefetch(file),
    );
}

const compressed = (html: string): RenderedPage => ({
  html,
  br: brotliCompressSync(html),
  gzip: gzipSync(html, { level: 9 }),
});

/**
 * A page the server renders itself (its HTML with brotli and gzip twins), instead of index.html;
 * `private` when it was drawn for one signed-in reader (never stored by a cache).
 */
export type RenderedPage = { html: string; br: Buffer; gzip: Buffer; private?: boolean };
/** Null when the page is not rendered for this request (a signed-in page for someone signed out). */
export type PageRenderer = (req: FastifyRequest) => Promise<RenderedPage | null>;

/**
 * Serves the built web app from `dist`: each file as its `.br` or `.gz` twin written at build time when
 * the browser accepts it, hashed assets cached forever, the HTML revalidated on every visit, and
 * index.html for every other GET outside /api (the client-side routes), except the paths in `pages`,
 * which the server renders (the landing page, docs/decisions/018-landing-page-first-paint.md); a page
 * whose render fails gets index.html, and the browser draws it (the account pages' with the sign-in
 * entry, `withSigninEntry`). A signed-in page's index.html
 * names the page's code and strings (`#route-modules`), which index.html's script preloads for a
 * signed-in reader (docs/decisions/009-front-end-delivery.md).
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  pages: Record<string, PageRenderer> = {},
) {
  const hasApp = existsSync(join(dist, 'index.html'));
  const routeModules = routeModulesOf(dist);
  /** index.html with a signed-in route's modules named, compressed once per route. */
  const withModules = new Map<string, RenderedPage>();
  const indexFor = (pathname: string): RenderedPage | null => {
    const found = routeModules(pathname);
    if (!found) return null;
    let page = withModules.get(found.route);
    if (!page) {
      const named = JSON.stringify({
        modules: found.modules,
        strings: found.strings,
        fonts: found.fonts,
      }).replaceAll('<', '\\u003c');
      const html = readFileSync(join(dist, 'index.html'), 'utf8').replace(
        '</head>',
        `<script type="application/json" id="route-modules">${named}</script></head>`,
      );
      page = compressed(html);
      withModules.set(found.route, page);
    }
    return page;
  };
  /** index.html for an account page when the server has not rendered it (no render bundle, a failure). */
  let signinIndex: RenderedPage | undefined;
  const signinPage = () => {
    signinIndex ??= compressed(withSigninEntry(readFileSync(join(dist, 'index.html'), 'utf8')));
    return signinIndex;
  };
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
  app.setNotFoundHandler(async (req, reply) => {
    if (hasApp && req.method === 'GET' && !req.url.startsWith('/api')) {
      const pathname = new URL(req.url, 'http://x').pathname.replace(/(.)\/+$/, '$1');
      const render = Object.hasOwn(pages, pathname) ? pages[pathname] : undefined;
      // A signed-in page the server did not draw for this reader gets index.html naming its modules.
      const rendered = render ? await render(req).catch((error) => void req.log.error(error)) : null;
      const page =
        rendered ?? indexFor(pathname) ?? (SIGNIN_ENTRY_PATHS.includes(pathname) ? signinPage() : null);
      if (page) {
        const accepted = String(req.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
        reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', page.private ? 'private, no-store' : 'no-cache')
          .header('Vary', render ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
