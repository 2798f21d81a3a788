import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { FormsPageName } from './forms-catalogue';

/** Each page of /forms, a chunk of its own. */
export const formsPages: Record<FormsPageName, LazyExoticComponent<ComponentType>> = {
  'text-field': lazy(() => import('./pages/text-field-page').then((m) => ({ default: m.TextFieldPage }))),
  select: lazy(() => import('./pages/select-page').then((m) => ({ default: m.SelectPage }))),
  autocomplete: lazy(() =>
    import('./pages/autocomplete-page').then((m) => ({ default: m.AutocompletePage })),
  ),
  checkbox: lazy(() => import('./pages/checkbox-page').then((m) => ({ default: m.CheckboxPage }))),
  radio: lazy(() => import('./pages/radio-page').then((m) => ({ default: m.RadioPage }))),
  switch: lazy(() => import('./pages/switch-page').then((m) => ({ default: m.SwitchPage }))),
  slider: lazy(() => import('./pages/slider-page').then((m) => ({ default: m.SliderPage }))),
  'date-time-picker': lazy(() =>
    import('./pages/date-time-picker-page').then((m) => ({ default: m.DateTimePickerPage })),
  ),
  'form-layout': lazy(() => import('./pages/form-layout-page').then((m) => ({ default: m.FormLayoutPage }))),
  validation: lazy(() => import('./pages/validation-page').then((m) => ({ default: m.ValidationPage }))),
  wizard: lazy(() => import('./pages/wizard-page').then((m) => ({ default: m.WizardPage }))),
  editor: lazy(() => import('./pages/editor-page').then((m) => ({ default: m.EditorPage }))),
  'file-input': lazy(() => import('./pages/file-input-page').then((m) => ({ default: m.FileInputPage }))),
};
