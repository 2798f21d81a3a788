import { useTranslation } from 'react-i18next';
import type { SearchOption } from '@/features/search/search-option';
import { useVisibleNavigation } from './visible-navigation';

/**
 * What the search dialog offers before anything is typed: the menu's pages the user may open. The
 * shell hands them to the search (`SearchTrigger`), which does not know the menu.
 */
export function useSearchSuggestions(): SearchOption[] {
  const { t } = useTranslation('app');
  const items = useVisibleNavigation();
  const links = items.flatMap((item) => (item.kind === 'link' ? [item] : item.children));
  return links.map((link) => ({
    id: `suggested:${link.to}`,
    url: link.to,
    title: t(`nav.${link.key}`),
    icon: link.icon,
  }));
}
