import type { SearchGroup } from '@app/contracts';
import type { Icon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { searchIcon } from './components/search-icon';

export type SearchOption = { id: string; url: string; title: string; icon: Icon };
export type SearchOptionGroup = { key: string; title: string; options: SearchOption[] };

/**
 * Turns the server's groups into what the dialog lists. Group titles are translated by category;
 * page titles by URL, falling back to the server's English title for pages not translated yet.
 */
export function toOptionGroups(groups: SearchGroup[], t: TFunction): SearchOptionGroup[] {
  return groups.map((group) => ({
    key: group.category,
    title: t(`groups.${group.category}`, { defaultValue: group.title }),
    options: group.children.map((child) => ({
      id: `${group.category}:${child.url}`,
      url: child.url,
      title: t(`pages.${child.url}`, { defaultValue: child.title }),
      icon: searchIcon(child.icon),
    })),
  }));
}

/** Every option in display order, for the arrow keys. */
export function flatOptions(groups: SearchOptionGroup[]): SearchOption[] {
  return groups.flatMap((g) => g.options);
}
