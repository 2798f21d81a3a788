import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page the server rendered into `#root` (`data-hydrate`: the account pages for the sign-in entry,
 * the landing page and the signed-in pages for the app's) is hydrated when it was drawn in the reader's
 * view: index.html's script names the reader's in `data-view`, the render its own in `ssr-view`.
 * Otherwise CSS hides it and the entry draws the page anew, as it does without a render.
 */
export function hydratable(container: HTMLElement): boolean {
  return container.hasAttribute('data-hydrate') && renderedView() === document.documentElement.dataset.view;
}

/** The view the server drew the page in (`<meta name="ssr-view">`), if it drew it. */
const renderedView = () => document.querySelector<HTMLMetaElement>('meta[name="ssr-view"]')?.content;

/** The render is not the reader's: what was held is dropped and the entry draws into an empty `#root`. */
export function discardRender(container: HTMLElement) {
  window.yunkongHeld?.take();
  container.removeAttribute('data-hydrate');
  container.replaceChildren();
}

/**
 * What to do once React has hydrated `container`: from then on React's own listeners answer a press;
 * what was pressed before (held by index.html's script, app/hold-presses.ts) is given back to the very
 * elements, and the field focused meanwhile is told, without a blur (a form checks a field as it is
 * left): drawn focused, its label above the text. React hydrates the inside of each Suspense boundary
 * (each route's page) in a pass of its own after the shell, so this waits until the browser is idle,
 * when those passes are done. Take the held presses right before `hydrateRoot`.
 */
export function afterHydration(container: HTMLElement): () => void {
  const held = window.yunkongHeld?.take() ?? [];
  const shortcut = window.yunkongHeld?.takeShortcut?.() ?? null;
  let ready = false;
  const giveBack = () => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && container.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const element of held) {
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
    if (shortcut)
      (document.activeElement ?? document).dispatchEvent(
        new KeyboardEvent('keydown', { ...shortcut, bubbles: true, cancelable: true }),
      );
  };
  return () => {
    if (ready) return;
    ready = true;
    container.removeAttribute('data-hydrate');
    if (typeof requestIdleCallback === 'function') requestIdleCallback(giveBack, { timeout: 1000 });
    else setTimeout(giveBack, 50);
  };
}

/**
 * The query cache a page was rendered with (`#ssr-queries`, TanStack Query's dehydrated state), taken
 * once; null without one, or when it is damaged (which only costs the first fetches).
 */
export function takeRenderedQueries(): DehydratedState | null {
  const node = document.getElementById('ssr-queries');
  if (!node?.textContent) return null;
  node.remove();
  try {
    return JSON.parse(node.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/** The window width a signed-in page's render was drawn at (its view's `.w<band>`), if it was. */
export function renderWidth(bands: readonly number[]): number | undefined {
  const drawn = renderedView();
  const band = drawn ? /\.w(\d)(?:\.|$)/.exec(drawn)?.[1] : undefined;
  return band === undefined ? undefined : bands[Number(band)];
}
