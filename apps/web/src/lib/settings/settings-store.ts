import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_PRIMARY, STORAGE_PREFIX } from '@/lib/config';

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';
export type ContentWidth = 'boxed' | 'fluid';
export type NavLayout = 'vertical' | 'horizontal';
export type Language = 'en' | 'fr' | 'ar';

export type Settings = {
  theme: ThemeMode;
  skin: Skin;
  primaryColor: string;
  semiDarkNav: boolean;
  contentWidth: ContentWidth;
  navLayout: NavLayout;
  navCollapsed: boolean;
  navbarBlur: boolean;
  language: Language;
};

export const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  skin: 'default',
  primaryColor: DEFAULT_PRIMARY,
  semiDarkNav: false,
  contentWidth: 'boxed',
  navLayout: 'vertical',
  navCollapsed: false,
  navbarBlur: true,
  language: 'en',
};

/** The storage key of each setting, prefixed with the application title (spec 000 §3, §9). */
export const SETTING_KEYS: Record<keyof Settings, string> = {
  theme: `${STORAGE_PREFIX}-theme`,
  skin: `${STORAGE_PREFIX}-skin`,
  primaryColor: `${STORAGE_PREFIX}-lightThemePrimaryColor`,
  semiDarkNav: `${STORAGE_PREFIX}-isVerticalNavSemiDark`,
  contentWidth: `${STORAGE_PREFIX}-appContentWidth`,
  navLayout: `${STORAGE_PREFIX}-appContentLayoutNav`,
  navCollapsed: `${STORAGE_PREFIX}-isVerticalNavCollapsed`,
  navbarBlur: `${STORAGE_PREFIX}-navbarBlur`,
  language: `${STORAGE_PREFIX}-language`,
};

const ALLOWED: { [K in keyof Settings]?: readonly Settings[K][] } = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  contentWidth: ['boxed', 'fluid'],
  navLayout: ['vertical', 'horizontal'],
  language: ['en', 'fr', 'ar'],
};

function readStored<K extends keyof Settings>(key: K): Settings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  try {
    const raw = localStorage.getItem(SETTING_KEYS[key]);
    if (raw === null) return fallback;
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== typeof fallback) return fallback;
    const allowed = ALLOWED[key] as readonly unknown[] | undefined;
    if (allowed && !allowed.includes(value)) return fallback;
    if (key === 'primaryColor' && !/^#[0-9a-fA-F]{6}$/.test(value as string)) return fallback;
    return value as Settings[K];
  } catch {
    return fallback;
  }
}

function load(): Settings {
  const out = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    (out as Record<string, unknown>)[key] = readStored(key);
  }
  return out;
}

let state: Settings = load();
const listeners = new Set<() => void>();

export const settingsStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<Settings>) {
    let next = { ...state, ...patch };
    // Switching to horizontal navigation un-collapses the vertical nav (spec 000 §4).
    if (patch.navLayout === 'horizontal') next = { ...next, navCollapsed: false };
    for (const key of Object.keys(patch) as (keyof Settings)[]) {
      localStorage.setItem(SETTING_KEYS[key], JSON.stringify(next[key]));
    }
    if (patch.navLayout === 'horizontal') localStorage.setItem(SETTING_KEYS.navCollapsed, 'false');
    state = next;
    for (const l of listeners) l();
  },
  reset() {
    for (const key of Object.values(SETTING_KEYS)) localStorage.removeItem(key);
    state = { ...DEFAULT_SETTINGS };
    for (const l of listeners) l();
  },
  /** Re-reads storage, for tests and for changes made in another tab. */
  reload() {
    state = load();
    for (const l of listeners) l();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key?.startsWith(`${STORAGE_PREFIX}-`)) settingsStore.reload();
  });
}

/**
 * The settings a page is drawn with: the browser's store, or a server render's own for its reader's
 * view (src/ssr/page-markup.tsx), so that renders in different languages run at once.
 */
export type SettingsSource = { get(): Settings; subscribe(listener: () => void): () => void };
export const SettingsContext = createContext<SettingsSource>(settingsStore);

export function useSettings(): Settings {
  const source = useContext(SettingsContext);
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
