import { useTranslation } from 'react-i18next';
import type { UiKitSection } from '../ui-kit-section';

/** A page's own strings: `k('x.title')` reads `<section>.<name>.x.title` in the `ui-kit` namespace. */
export function useKitText(section: UiKitSection, name: string) {
  const { t } = useTranslation('ui-kit');
  return (key: string, options?: Record<string, unknown>) => t(`${section}.${name}.${key}`, options);
}
