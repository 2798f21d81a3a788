import type { RichTextToolbarLabels } from './rich-text-toolbar';

const KEYS = [
  'toolbar',
  'bold',
  'italic',
  'underline',
  'bulletList',
  'orderedList',
  'link',
  'linkUrl',
  'applyLink',
  'removeLink',
] as const satisfies readonly (keyof RichTextToolbarLabels)[];

/**
 * The editor toolbar's labels, read under one translation prefix (`editor.` gives `editor.bold`,
 * `editor.linkUrl`, ...): every form with the rich-text editor names its buttons the same way. A file
 * of its own, so that a form does not load the editor (TipTap) to name its buttons.
 */
export function richTextLabels(translate: (key: string) => string, prefix: string): RichTextToolbarLabels {
  return Object.fromEntries(KEYS.map((key) => [key, translate(`${prefix}${key}`)])) as RichTextToolbarLabels;
}
