import { notFound } from '@tanstack/react-router';
import { Suspense } from 'react';
import { uiKitPages } from '../ui-kit-pages';
import type { UiKitSection } from '../ui-kit-section';

/**
 * `/<section>/<name>`: the page's own chunk. A name the section does not list is the router's 404,
 * thrown here rather than in the route's beforeLoad so that the catalogue stays out of the entry chunk
 * (the sign-in page's budget, scripts/check-bundle-budgets.mjs). No skeleton while the chunk loads:
 * importing one here made the bundler split the entry chunk (docs/ui-kit.md).
 */
export function UiKitPageOutlet({ section, name }: { section: UiKitSection; name: string }) {
  const Page = uiKitPages[section][name];
  if (!Page) throw notFound();
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
