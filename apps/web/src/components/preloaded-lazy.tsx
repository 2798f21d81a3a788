import { type ComponentType, lazy, Suspense, useEffect } from 'react';

/**
 * A component (a dialog, say) that is not part of its page's first load: `usePreload` in the page
 * starts fetching its code once the page has rendered, so it is there by the time someone opens it,
 * and the component draws nothing until then (docs/decisions/009-front-end-delivery.md).
 */
export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function usePreload() {
    useEffect(() => {
      void load();
    }, []);
  }
  function Component(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, usePreload };
}
