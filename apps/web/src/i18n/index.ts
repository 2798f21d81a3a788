import i18n, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

type Group = 'shell' | 'features' | 'front';
type Bundle = { default: Record<string, ResourceKey> };

/**
 * Each area keeps its strings beside its code: `features/<area>/locales/<lang>.json` becomes the
 * namespace `<area>`, `app/locales/<lang>.json` the shell's `app`; `i18n/locales/<lang>.json` is the
 * shared `common` namespace. They are fetched per language, never all up front: the shell's
 * namespaces before the first page, the areas' with the application layout (see `loadAreaNamespaces`).
 */
const SHELL_NAMESPACES: readonly string[] = ['common', 'app', 'auth', 'misc'];
/** The public front pages' namespaces, in a small bundle of their own: those pages skip the areas' strings. */
const FRONT_NAMESPACES: readonly string[] = ['front', 'help', 'pricing', 'checkout'];
const bundleLoaders: Record<string, Record<Group, () => Promise<Bundle>>> = {
  en: {
    shell: () => import('./bundles/shell-en'),
    features: () => import('./bundles/features-en'),
    front: () => import('./bundles/front-en'),
  },
  fr: {
    shell: () => import('./bundles/shell-fr'),
    features: () => import('./bundles/features-fr'),
    front: () => import('./bundles/front-fr'),
  },
  ar: {
    shell: () => import('./bundles/shell-ar'),
    features: () => import('./bundles/features-ar'),
    front: () => import('./bundles/front-ar'),
  },
};

const groupOf = (ns: string): Group =>
  SHELL_NAMESPACES.includes(ns) ? 'shell' : FRONT_NAMESPACES.includes(ns) ? 'front' : 'features';

const bundles = new Map<string, Promise<Record<string, ResourceKey>>>();

/** The namespaces of one bundle by name: './locales/en.json' is `common`, '…/features/user/…' is `user`. */
function loadBundle(lang: string, group: Group): Promise<Record<string, ResourceKey>> {
  const key = `${lang}/${group}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    const load = bundleLoaders[lang]?.[group];
    const empty: Bundle = { default: {} };
    bundle = (load ? load() : Promise.resolve(empty)).then(({ default: files }: Bundle) => {
      const namespaces: Record<string, ResourceKey> = {};
      for (const [path, strings] of Object.entries(files)) {
        const match = /(?:^\.\.|\/([a-z-]+))\/locales\/[a-z]{2}\.json$/.exec(path);
        if (match) namespaces[match[1] ?? 'common'] = strings;
      }
      return namespaces;
    });
    bundles.set(key, bundle);
  }
  return bundle;
}

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lang, ns, callback) {
    loadBundle(lang, groupOf(ns)).then(
      (namespaces) => callback(null, namespaces[ns] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * Loads every area's namespaces (the language of `strings` and the English fallback); the app layout
 * waits for it. `strings`: the page's i18next instance (a server render's own, from the router's context).
 */
export async function loadAreaNamespaces(strings: I18n = i18n) {
  const namespaces = await loadBundle('en', 'features');
  await strings.loadNamespaces([...Object.keys(namespaces), ...FRONT_NAMESPACES]);
}

/** Loads the front pages' namespaces only; the public layout waits for it. */
export async function loadFrontNamespaces(strings: I18n = i18n) {
  await strings.loadNamespaces([...FRONT_NAMESPACES]);
}

export function directionOf(lang: string): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

let started: Promise<unknown> | undefined;

/**
 * Starts i18next in the reader's stored language (main.tsx passes it: this layer does not read the
 * app's settings); the first page waits for that language's shell strings and the English fallback.
 */
export function startI18n(language: string): Promise<unknown> {
  started ??= i18n
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'common',
      // A copy: i18next adds every namespace loaded later to this array.
      ns: [...SHELL_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return started;
}

/** Resolves once the shell's strings are loaded (in English when nothing started i18next yet). */
export const i18nReady = () => startI18n('en');

export default i18n;
