import type { KitPageMeta } from '../ui-kit-section';

/** The pages of /forms, in menu order: each shows the app's real form pieces (docs/ui-kit.md, Forms). */
export const formsPageNames = [
  'text-field',
  'select',
  'autocomplete',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'date-time-picker',
  'form-layout',
  'validation',
  'wizard',
  'editor',
  'file-input',
] as const;
export type FormsPageName = (typeof formsPageNames)[number];

const page = (name: FormsPageName, icon: string): KitPageMeta => ({
  icon,
  title: `forms.${name}.title`,
  description: `forms.${name}.description`,
});

export const formsCatalogue: Record<FormsPageName, KitPageMeta> = {
  'text-field': page('text-field', 'cursor-text'),
  select: page('select', 'select'),
  autocomplete: page('autocomplete', 'list-search'),
  checkbox: page('checkbox', 'checkbox'),
  radio: page('radio', 'circle-dot'),
  switch: page('switch', 'toggle-left'),
  slider: page('slider', 'adjustments-horizontal'),
  'date-time-picker': page('date-time-picker', 'calendar-time'),
  'form-layout': page('form-layout', 'layout-grid'),
  validation: page('validation', 'shield-check'),
  wizard: page('wizard', 'list-numbers'),
  editor: page('editor', 'writing'),
  'file-input': page('file-input', 'paperclip'),
};
