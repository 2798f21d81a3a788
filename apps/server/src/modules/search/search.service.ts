import { MAX_SEARCH_CHILDREN, type SearchGroup } from '@app/contracts';
import { type AppAbility, allows } from '../../auth/ability.ts';
import { SEARCH_INDEX } from './search.index.ts';

/** Pages whose title contains `q`, grouped, a few a group at most, only those the user may open. */
export function searchPages(ability: AppAbility, q: string): SearchGroup[] {
  const needle = q.toLowerCase();
  return SEARCH_INDEX.map((section) => ({
    title: section.title,
    category: section.category,
    children: section.entries
      .filter((e) => e.title.toLowerCase().includes(needle) && allows(ability, e.access))
      .slice(0, MAX_SEARCH_CHILDREN)
      .map(({ title, url, icon }) => ({ title, url, icon })),
  })).filter((group) => group.children.length > 0);
}
