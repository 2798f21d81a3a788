import { useSyncExternalStore } from 'react';
import type { SearchOption } from './search-option';

const MAX_RECENT = 4;
let recent: SearchOption[] = [];
const listeners = new Set<() => void>();

/**
 * Pages opened from the search in this tab. Kept in memory only, so nothing of what one person
 * looked for stays on a shared computer after they leave.
 */
export const recentSearches = {
  get: () => recent,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(option: SearchOption) {
    recent = [option, ...recent.filter((o) => o.url !== option.url)].slice(0, MAX_RECENT);
    for (const l of listeners) l();
  },
  clear() {
    recent = [];
    for (const l of listeners) l();
  },
};

export function useRecentSearches(): SearchOption[] {
  return useSyncExternalStore(recentSearches.subscribe, recentSearches.get, recentSearches.get);
}
