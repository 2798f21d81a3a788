import type { ProfileTab } from '@app/contracts/profile';

/** The route's tab list, kept free of the contracts' schemas (it loads with the first page). */
export const PROFILE_TABS = [
  'profile',
  'teams',
  'projects',
  'connections',
] as const satisfies readonly ProfileTab[];
export const isProfileTab = (tab: string): tab is ProfileTab =>
  (PROFILE_TABS as readonly string[]).includes(tab);
