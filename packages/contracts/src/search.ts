import { z } from 'zod';
import { searchText } from './common.ts';

export const searchGroupNames = [
  'Dashboards',
  'Front Pages',
  'Apps & Pages',
  'User Interface',
  'Forms & Tables',
  'Chart & Misc',
] as const;

export const searchQuery = z.object({ q: searchText });

export const searchChild = z.object({ url: z.string(), icon: z.string(), title: z.string() });
export const searchGroup = z.object({
  title: z.string(),
  category: z.string(),
  children: z.array(searchChild),
});
export type SearchGroup = z.infer<typeof searchGroup>;
export const searchAnswer = z.array(searchGroup);
export const MAX_SEARCH_CHILDREN = 5;
