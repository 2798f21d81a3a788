// Inlined into index.html at build time (vite-plugins/inline-script.ts): a classic script, so no
// imports, and nothing here may run before the page's own elements exist but the listeners.

/** What an entry takes once it hydrates the page (lib/hydration/hydration.ts). */
export type HeldPresses = {
  take(): HTMLElement[];
  /** The last Ctrl or ⌘ shortcut pressed meanwhile (Ctrl+K for the search), if any. */
  takeShortcut(): KeyboardEventInit | null;
};

declare global {
  interface Window {
    yunkongHeld?: HeldPresses;
  }
}

/**
 * Before an entry has hydrated the server's page (`#root[data-hydrate]`: the account pages for the
 * sign-in entry, docs/decisions/014-login-weight.md; the landing and signed-in pages for the app's, 018), a submit — Enter in a field, a press
 * on Login — is held: the browser would otherwise send the form itself, with the password in the URL.
 * A press on one of the page's other buttons (a demo account, the eye) is held too, and so is one on a
 * checkbox, which is put back as it was: its box is drawn by React from its state, which has not seen
 * the change. The entry gives them back to the very elements once hydrated (`requestSubmit()`,
 * `click()`); typed text and the focus need nothing, since hydration keeps the DOM. Once taken, React's
 * own listeners have the page. The last Ctrl or ⌘ shortcut pressed meanwhile is noted, to be pressed
 * again once hydrated. Until it is hydrated, a field typed into is marked `data-typed`: the
 * page's CSS then draws its label above the text, as MUI does once its code runs
 * (apps/server/src/lib/server-rendered-page.ts).
 */
export function holdPresses(): void {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const root = document.querySelector('#root[data-hydrate]');
    if (!root || !(event.target instanceof Element) || !root.contains(event.target)) return;
    if (event.type === 'submit') {
      event.preventDefault();
      if (event.target instanceof HTMLFormElement && !held.includes(event.target)) held.push(event.target);
      return;
    }
    const control = event.target.closest('button, input[type="checkbox"]');
    if (control instanceof HTMLInputElement) {
      event.preventDefault();
      held.push(control);
    } else if (control instanceof HTMLButtonElement && control.type === 'button') held.push(control);
  };
  addEventListener('submit', hold, true);
  addEventListener('click', hold, true);
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.closest('#root[data-hydrate]')) return;
      field.toggleAttribute('data-typed', field.value !== '');
    },
    true,
  );
  let shortcut: KeyboardEventInit | null = null;
  const noteShortcut = (event: KeyboardEvent) => {
    if (!document.querySelector('#root[data-hydrate]')) return;
    if (!(event.ctrlKey || event.metaKey) || event.key.length !== 1) return;
    const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
    shortcut = { key, code, ctrlKey, metaKey, shiftKey, altKey };
  };
  addEventListener('keydown', noteShortcut, true);
  window.yunkongHeld = {
    takeShortcut() {
      removeEventListener('keydown', noteShortcut, true);
      const taken = shortcut;
      shortcut = null;
      return taken;
    },
    take() {
      removeEventListener('submit', hold, true);
      removeEventListener('click', hold, true);
      return held.splice(0);
    },
  };
}
