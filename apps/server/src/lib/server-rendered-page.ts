import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AuthConfigAnswer, RegistrationAnswer } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstScreenFonts } from './first-screen-fonts.ts';
import { routeModulesOf } from './route-modules.ts';
import { type PageRenderer, type RenderedPage, withSigninEntry } from './web-app.ts';

/**
 * Pages whose first paint is HTML rendered on the server (docs/decisions/018-landing-page-first-paint.md):
 * the built index.html with the page's markup and styles in `#root`, rendered by the web app's own
 * components (apps/web/src/ssr, built into dist-ssr by `npm run build`) and hydrated in the browser: the
 * landing page and the signed-in pages by the app's entry, with the query cache they were drawn with;
 * the account pages (/login, /register, /forgot-password) by the sign-in entry
 * (docs/decisions/014-login-weight.md).
 */
/** Written by index.html's first script on every visit: the language and mode the reader last had. */
export const VIEW_COOKIE = 'yunkong-view';
/** What these pages show changes rarely: one render per page, language and mode serves everyone for this long. */
const TTL_MS = 30_000;
const LANGUAGES = ['en', 'fr', 'ar'] as const;

type Language = (typeof LANGUAGES)[number];
/**
 * `theme` is the stored setting (the header's switcher shows it), `mode` the light or dark it gives;
 * `widthBand` which of the app's width thresholds the window passes (WIDTH_BANDS), for a signed-in page's
 * layout (the navigation is a drawer below 976 px); the public pages are drawn by CSS alone and ignore it.
 */
type View = {
  language: Language;
  theme: 'light' | 'dark' | 'system';
  mode: 'light' | 'dark';
  widthBand: number;
};
/**
 * The widths where the app's layout changes in JavaScript (MUI's sm, md, the navigation's drawer, lg, xl):
 * band n is a window at least as wide as the n-th, and the server draws it at that width. index.html's
 * script writes the band into the view cookie (`.w<n>`); without one, a phone's (band 0).
 */
export const WIDTH_BANDS = [0, 600, 960, 976, 1280, 1920] as const;
/** Who a signed-in page is drawn for (as GET /api/auth/me answers) and the token its calls carry. */
export type SignedInData = {
  reader: { userData: { id: number }; rules: unknown[] };
  token: string;
};
/** How a render's calls reach the API: the server's own routes, in process, as the reader. */
export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;
/** What the account pages are drawn with: the demo accounts, and whether registration is open. */
export type SigninConfig = AuthConfigAnswer & { registration: RegistrationAnswer };
type Renderer = {
  renderSignin(
    view: Omit<View, 'widthBand'>,
    config: SigninConfig,
    path: string,
  ): Promise<{ markup: string; styles: string }>;
  renderPage(
    view: Omit<View, 'widthBand'> & { width?: number },
    path: string,
    request: { fetch: InProcessFetch; token?: string; reader?: SignedInData['reader'] },
  ): Promise<{ markup: string; styles: string; queries: unknown }>;
};

/**
 * The app's routes answering a render's calls in process (Fastify's `inject`): the same access rules,
 * row rules and answers as a browser's call with the reader's token (the web app's api-client sets it).
 */
export function injectedFetch(app: FastifyInstance): InProcessFetch {
  return async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * The reader's view: the cookie when it has one, else the first language of Accept-Language the app has
 * and the default theme setting (the device's mode), drawn light.
 */
export function viewOf(cookie: string | undefined, acceptLanguage: string | undefined): View {
  const stored = new RegExp(
    `(?:^|;\\s*)${VIEW_COOKIE}=(en|fr|ar)\\.(light|dark|system)\\.(light|dark)(?:\\.w([0-5]))?(?:;|$)`,
  ).exec(cookie ?? '');
  if (stored && (stored[2] === 'system' || stored[2] === stored[3])) {
    return {
      language: stored[1] as Language,
      theme: stored[2] as View['theme'],
      mode: stored[3] as View['mode'],
      widthBand: Number(stored[4] ?? 0),
    };
  }
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .find((entry) => (LANGUAGES as readonly string[]).includes(entry.lang));
  return {
    language: (asked?.lang as Language | undefined) ?? 'en',
    theme: 'system',
    mode: 'light',
    widthBand: 0,
  };
}

const viewName = (view: View) => `${view.language}.${view.theme}.${view.mode}`;

/** `<` never closes the script element the data travels in. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * A page of the app in `view`, for the app's entry to hydrate: the render is the page's `#root`, marked
 * `data-hydrate`, with the query cache it was drawn with (`#ssr-queries`). The render hides when the
 * reader's stored view differs (another language or mode, another skin or primary colour, another
 * user or width band for a signed-in page; index.html's script also drops its styles): the app then
 * draws the page anew (docs/decisions/018-landing-page-first-paint.md). The small stylesheet (the
 * fonts' faces) comes inline and `fonts` (the first screen's weights) with the page.
 */
export function composePage(
  webDist: string,
  template: string,
  view: View,
  rendered: { markup: string; styles: string; queries: unknown },
  fonts: string[] = [],
  name = viewName(view),
  modules: string[] = [],
) {
  // The page's own code and strings download beside the entry's, not after it has run (decision 009).
  const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const page = template.replace('</head>', `${preloads}</head>`);
  return composeRendered(webDist, page, view, name, fonts, rendered, 'ssr-queries', rendered.queries);
}

/**
 * `template` with the render as its `#root` (`data-hydrate`, hidden when the reader's view is not
 * `name`) and `data` beside it in a JSON script `#<dataId>`.
 */
function composeRendered(
  webDist: string,
  template: string,
  view: View,
  name: string,
  fonts: string[],
  rendered: { markup: string; styles: string },
  dataId: string,
  data: unknown,
) {
  // React hoists the logo's preload into the markup; index.html's own elements come first in the page.
  const markup = rendered.markup.replace(/^(<link [^>]*>)+/, '');
  return intoTemplate(template, webDist, view, name, fonts, {
    styles: `html[data-view]:not([data-view="${name}"]) #root[data-hydrate]{display:none}`,
    renderStyles: rendered.styles,
    body: `<div id="root" data-hydrate>${markup}</div><script type="application/json" id="${dataId}">${jsonInScript(data)}</script>`,
  });
}

/**
 * index.html with the render: `lang` and `dir` of the view, the app's stylesheet inline, the view's
 * name, the first screen's fonts, the page's own rule and the render's styles in `<head>`, and `body`
 * in place of the empty `#root`.
 */
function intoTemplate(
  template: string,
  webDist: string,
  view: View,
  name: string,
  fonts: string[],
  page: { styles: string; renderStyles: string; body: string },
) {
  const dir = view.language === 'ar' ? 'rtl' : 'ltr';
  const head = [
    `<meta name="ssr-view" content="${name}">`,
    ...fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`),
    `<style>${page.styles}</style>`,
    page.renderStyles.replaceAll('<style ', '<style data-ssr '),
  ].join('');
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${view.language}" dir="${dir}">`)
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/, (link, file: string) => {
      const css = join(webDist, file);
      return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : link;
    })
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', page.body);
}

/**
 * A signed-out account page in `view`: the render is the page's `#root`, marked `data-hydrate`, and
 * the sign-in entry, loaded at once, hydrates it (src/signin.tsx) with the same config
 * (`#signin-config`). The render hides when the reader's stored view differs (a first visit in dark
 * mode, a signed-in reader, another skin or primary colour; index.html's script also drops its
 * styles): the entry then draws the page anew (docs/decisions/014-login-weight.md).
 */
export function composeSigninPage(
  webDist: string,
  template: string,
  view: View,
  rendered: { markup: string; styles: string },
  config: SigninConfig,
  fonts: string[] = [],
) {
  const signin = withSigninEntry(template);
  return composeRendered(webDist, signin, view, viewName(view), fonts, rendered, 'signin-config', config);
}

/**
 * Renders each page of `publicPages` (the same for every visitor of a view) and of `signedInPages` (for
 * the reader a request names) from the build in `webDist` and its server render beside it (`dist-ssr`);
 * their data comes from the routes' loaders, answered by `fetch` in process. An empty map when the build
 * or its render is missing (a development checkout): index.html is sent as before. `accountPages` are
 * drawn for the sign-in entry.
 */
export function serverRenderedPages(
  webDist: string,
  fetch: InProcessFetch,
  publicPages: readonly string[],
  signedInPages: Record<string, (req: FastifyRequest) => Promise<SignedInData | null>> = {},
  accountPages?: { paths: readonly string[]; config: () => Promise<SigninConfig> },
): Record<string, PageRenderer> {
  const entry = join(webDist, '..', 'dist-ssr', 'render-page.js');
  const index = join(webDist, 'index.html');
  if (!existsSync(entry) || !existsSync(index)) return {};
  const template = readFileSync(index, 'utf8');
  const fonts = firstScreenFonts(webDist);
  const routeModules = routeModulesOf(webDist);
  const renderer = import(pathToFileURL(entry).href) as Promise<Renderer>;
  renderer.catch(() => undefined);
  return Object.fromEntries([
    ...publicPages.map((path): [string, PageRenderer] => [
      path,
      cachedRenderer(async (view) => {
        const { renderPage } = await renderer;
        const html = composePage(webDist, template, view, await renderPage(view, path, { fetch }), fonts);
        return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      }),
    ]),
    ...(accountPages
      ? accountPages.paths.map((path): [string, PageRenderer] => [
          path,
          cachedRenderer(async (view) => {
            const [{ renderSignin }, config] = await Promise.all([renderer, accountPages.config()]);
            const rendered = await renderSignin(view, config, path);
            const html = composeSigninPage(webDist, template, view, rendered, config, fonts);
            return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
          }),
        ])
      : []),
    ...Object.entries(signedInPages).map(([path, readerOf]): [string, PageRenderer] => [
      path,
      signedInRenderer(async (req) => {
        const signedIn = await readerOf(req);
        if (!signedIn) return null;
        const view = viewOf(req.headers.cookie, req.headers['accept-language']);
        const { renderPage } = await renderer;
        const rendered = await renderPage({ ...view, width: WIDTH_BANDS[view.widthBand] }, path, {
          fetch,
          ...signedIn,
        });
        // Named by the reader too: index.html's script shows it only to the same signed-in user.
        const name = `${viewName(view)}.w${view.widthBand}.u${signedIn.reader.userData.id}`;
        const found = routeModules(path);
        const strings = found
          ? [
              ...(found.strings[view.language] ?? []),
              ...(view.language === 'en' ? [] : (found.strings.en ?? [])),
            ]
          : [];
        return composePage(webDist, template, view, rendered, fonts, name, [
          ...(found?.modules ?? []),
          ...strings,
        ]);
      }),
    ]),
  ]);
}

/** Brotli at a quality cheap enough to run on every request (the text is made for one reader). */
const BROTLI_PER_REQUEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * A signed-in page, drawn for each request and never kept: it holds the reader's data. Null (the app's
 * index.html follows) when the request is not from a signed-in reader allowed to read the page.
 */
function signedInRenderer(build: (req: FastifyRequest) => Promise<string | null>): PageRenderer {
  return async (req) => {
    const html = await build(req);
    if (html === null) return null;
    return {
      html,
      br: brotliCompressSync(html, BROTLI_PER_REQUEST),
      gzip: gzipSync(html),
      private: true,
    };
  };
}

/**
 * One render per view, kept `TTL_MS`; an expired page is still sent while its next render is made.
 * Visitors arriving together for a view share its render under way; renders of different views (and
 * the signed-in pages) run at the same time (docs/decisions/018).
 */
function cachedRenderer(build: (view: View) => Promise<RenderedPage>): PageRenderer {
  const ready = new Map<string, { at: number; page: RenderedPage }>();
  const building = new Map<string, Promise<RenderedPage>>();

  function refresh(view: View, key: string): Promise<RenderedPage> {
    let page = building.get(key);
    if (!page) {
      page = build(view)
        .then((built) => {
          ready.set(key, { at: Date.now(), page: built });
          return built;
        })
        .finally(() => building.delete(key));
      building.set(key, page);
    }
    return page;
  }

  return async (req: FastifyRequest): Promise<RenderedPage> => {
    const view = viewOf(req.headers.cookie, req.headers['accept-language']);
    const key = viewName(view);
    const hit = ready.get(key);
    if (!hit) return refresh(view, key);
    if (Date.now() - hit.at >= TTL_MS) refresh(view, key).catch((error) => req.log.error(error));
    return hit.page;
  };
}
