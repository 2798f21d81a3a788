import { Suspense } from 'react';
import { uiKitPages } from '../ui-kit-pages';
import type { UiKitSection } from '../ui-kit-section';

/**
 * `/<section>/<name>`: the page's own chunk (the route's loader has checked the name). No skeleton while
 * the chunk loads: importing one here made the bundler split the entry chunk (docs/ui-kit.md).
 */
export function UiKitPageOutlet({ section, name }: { section: UiKitSection; name: string }) {
  const Page = uiKitPages[section][name];
  return Page ? (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ) : null;
}
