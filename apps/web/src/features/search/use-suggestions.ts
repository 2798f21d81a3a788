import { useTranslation } from 'react-i18next';
import { useVisibleNavigation } from '@/app/layout/visible-navigation';
import type { SearchOption } from './search-option';

/** What the dialog offers before anything is typed: the menu's pages the user may open. */
export function useSuggestions(): SearchOption[] {
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
