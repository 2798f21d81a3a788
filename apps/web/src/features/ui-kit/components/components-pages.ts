import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ComponentsPageName } from './components-catalogue';

/** Each page of /components, a chunk of its own. */
export const componentsPages: Record<ComponentsPageName, LazyExoticComponent<ComponentType>> = {
  alert: lazy(() => import('./pages/alert-page').then((m) => ({ default: m.AlertPage }))),
  avatar: lazy(() => import('./pages/avatar-page').then((m) => ({ default: m.AvatarPage }))),
  badge: lazy(() => import('./pages/badge-page').then((m) => ({ default: m.BadgePage }))),
  button: lazy(() => import('./pages/button-page').then((m) => ({ default: m.ButtonPage }))),
  chip: lazy(() => import('./pages/chip-page').then((m) => ({ default: m.ChipPage }))),
  dialog: lazy(() => import('./pages/dialog-page').then((m) => ({ default: m.DialogPage }))),
  'expansion-panel': lazy(() =>
    import('./pages/expansion-panel-page').then((m) => ({ default: m.ExpansionPanelPage })),
  ),
  list: lazy(() => import('./pages/list-page').then((m) => ({ default: m.ListPage }))),
  menu: lazy(() => import('./pages/menu-page').then((m) => ({ default: m.MenuPage }))),
  pagination: lazy(() => import('./pages/pagination-page').then((m) => ({ default: m.PaginationPage }))),
  progress: lazy(() => import('./pages/progress-page').then((m) => ({ default: m.ProgressPage }))),
  snackbar: lazy(() => import('./pages/snackbar-page').then((m) => ({ default: m.SnackbarPage }))),
  tabs: lazy(() => import('./pages/tabs-page').then((m) => ({ default: m.TabsPage }))),
  timeline: lazy(() => import('./pages/timeline-page').then((m) => ({ default: m.TimelinePage }))),
  tooltip: lazy(() => import('./pages/tooltip-page').then((m) => ({ default: m.TooltipPage }))),
};
