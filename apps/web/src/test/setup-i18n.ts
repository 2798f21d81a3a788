import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { recentSearches } from '@/features/search/recent-searches';
import i18n, { i18nReady, loadAreaNamespaces } from '@/i18n';
import { connectApiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { settingsStore } from '@/lib/settings/settings-store';

// Component tests read any area's strings in any language at once, as the app does after loading them.
// The web project runs without isolation (vitest.config.ts): this file runs again before every test
// file, but the modules it imports stay loaded in the worker, so the strings are loaded once.
await i18nReady();
await loadAreaNamespaces();
await i18n.loadLanguages(['en', 'fr', 'ar']);

// findBy… and waitFor wait 1 s by default: on the 2-core machine, beside the server suites, a dialog
// that opens after a lazy import can take longer (two tests failed so at load 10 while passing alone).
configure({ asyncUtilTimeout: 5_000 });

// A worker runs its test files one after the other in one jsdom window and one module graph: each
// file leaves them as a fresh window would be for the next one: no rendered tree, empty storage, the
// page in English at `/`, real timers and globals, and the app's in-memory stores as on a first load.
// The style sheets MUI's components wrote go too (the default emotion cache forgets them, so the next
// file's components write theirs again): jsdom reads every sheet in the document for each
// getComputedStyle, which every getByRole makes for each element it looks at, so a head holding all
// the previous files' styles made the later files' queries slower.
afterAll(async () => {
  cleanup();
  const emotion = renderHook(() => useEmotionCache());
  const cache = emotion.result.current;
  emotion.unmount();
  if (cache) {
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  sessionStore.clear();
  settingsStore.reload();
  recentSearches.clear();
  connectApiClient({ accessToken: () => undefined, onUnauthorized: () => undefined });
  await i18n.changeLanguage('en');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
