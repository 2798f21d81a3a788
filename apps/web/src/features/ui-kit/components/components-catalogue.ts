import type { KitPageMeta } from '../ui-kit-section';

/** The pages of /components, in menu order: each shows the app's real component of that name. */
export const componentsPageNames = [
  'alert',
  'avatar',
  'badge',
  'button',
  'chip',
  'dialog',
  'expansion-panel',
  'list',
  'menu',
  'pagination',
  'progress',
  'snackbar',
  'tabs',
  'timeline',
  'tooltip',
] as const;
export type ComponentsPageName = (typeof componentsPageNames)[number];

const page = (name: ComponentsPageName, icon: string): KitPageMeta => ({
  icon,
  title: `components.${name}.title`,
  description: `components.${name}.description`,
});

export const componentsCatalogue: Record<ComponentsPageName, KitPageMeta> = {
  alert: page('alert', 'alert-triangle'),
  avatar: page('avatar', 'user-circle'),
  badge: page('badge', 'badge'),
  button: page('button', 'hand-click'),
  chip: page('chip', 'tag'),
  dialog: page('dialog', 'app-window'),
  'expansion-panel': page('expansion-panel', 'layout-bottombar-expand'),
  list: page('list', 'list-details'),
  menu: page('menu', 'menu-2'),
  pagination: page('pagination', 'arrows-horizontal'),
  progress: page('progress', 'loader-2'),
  snackbar: page('snackbar', 'message-2'),
  tabs: page('tabs', 'layout-navbar'),
  timeline: page('timeline', 'timeline'),
  tooltip: page('tooltip', 'message-circle-2'),
};
