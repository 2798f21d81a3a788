/** Inputs whose keys are not text: a key pressed on a checkbox or a button may still be a shortcut. */
const NOT_TEXT = /^(checkbox|radio|button|submit|reset|image|file|color|range)$/;

const EDITABLE =
  'textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="searchbox"], [role="combobox"], [role="spinbutton"], .ProseMirror';

/** Forms (a message being written), dialogs, menus and pop-ups keep their keys to themselves. */
const OWNS_ITS_KEYS =
  'form, [role="form"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], .MuiPopover-root';

/** Whether the element takes typed text: a text field, a select, a rich-text or any contenteditable editor. */
export function isEditable(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NOT_TEXT.test(element.type);
  // jsdom has no isContentEditable; the attribute (inherited through closest) says the same.
  return (element as HTMLElement).isContentEditable === true || element.closest(EDITABLE) !== null;
}

/** The focused element, looking into shadow roots (a web component's field is focused inside its root). */
export function deepActiveElement(doc: Document = document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Whether a single-key shortcut ("j", "#") must leave this key alone: it comes with a modifier or
 * while composing (IME), or it is meant for a field, an editor, a form, a dialog or a menu, judged by
 * where the key happened and by where the focus is (a key can reach the window from elsewhere).
 */
export function isKeyForSomethingElse(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented)
    return true;
  const path = event.composedPath?.() ?? [];
  const target = (path[0] ?? event.target) as EventTarget | null;
  const places = [target, deepActiveElement()].filter((e): e is Element => e instanceof Element);
  return places.some((e) => isEditable(e) || e.closest(OWNS_ITS_KEYS) !== null);
}
