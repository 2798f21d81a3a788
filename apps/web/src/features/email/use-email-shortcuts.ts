import { useEffect, useRef } from 'react';
import { isKeyForSomethingElse } from '@/lib/typing-target';

export type ShortcutAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'back'
  | 'reply'
  | 'archive'
  | 'delete'
  | 'search'
  | 'help'
  | 'compose';

/** The keys and what they do, in the order the help dialog lists them. */
export const SHORTCUTS: { keys: string[]; action: ShortcutAction }[] = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['Enter', 'o'], action: 'open' },
  { keys: ['u', 'Esc'], action: 'back' },
  { keys: ['r'], action: 'reply' },
  { keys: ['e'], action: 'archive' },
  { keys: ['#'], action: 'delete' },
  { keys: ['c'], action: 'compose' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
];

const KEY_ACTIONS: Record<string, ShortcutAction> = {
  j: 'next',
  k: 'previous',
  Enter: 'open',
  o: 'open',
  u: 'back',
  Escape: 'back',
  r: 'reply',
  e: 'archive',
  '#': 'delete',
  c: 'compose',
  '/': 'search',
  '?': 'help',
};

/** Gmail-like keys for the mailbox; ignored while typing, with a modifier, or inside a form, dialog or menu. */
export function useEmailShortcuts(run: (action: ShortcutAction) => boolean) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isKeyForSomethingElse(e)) return;
      if (document.querySelector('.MuiModal-root:not(.MuiModal-hidden)[role="presentation"]')) return;
      const action = KEY_ACTIONS[e.key];
      // Enter on a focused button or link belongs to it.
      if (!action || (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('button, a')))
        return;
      if (latest.current(action)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
