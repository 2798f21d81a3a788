import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

/**
 * Each area keeps its strings beside its code: `features/<area>/locales/<lang>.json` becomes the
 * namespace `<area>`, `app/locales/<lang>.json` the shell's `app`; `i18n/locales/<lang>.json` is the
 * shared `common` namespace.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./locales/*.json', '../features/*/locales/*.json', '../app/**/locales/*.json'],
  { eager: true },
);

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  // './locales/en.json' is the shared namespace; '../features/user/locales/en.json' is 'users';
  // '../app/locales/en.json' is 'app'.
  const match = /(?:^\.|\/([a-z-]+))\/locales\/([a-z]{2})\.json$/.exec(path);
  if (!match) continue;
  const [, folder, lang] = match;
  const ns = folder ?? 'common';
  resources[lang] ??= {};
  resources[lang][ns] = mod.default;
}

export function directionOf(lang: string): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** Starts in English; the app switches to the stored language before its first render. */
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? { common: {} }),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
