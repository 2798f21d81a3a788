import type { DriveStep } from 'driver.js';
import type { TFunction } from 'i18next';

/** A selector for an element named by one of the shell's translated labels. */
const labelled = (tag: string, label: string) => `${tag}[aria-label="${label.replace(/"/g, '\\"')}"]`;

/**
 * The tour of the app's shell: the menu, the search, the language, the theme and the customizer,
 * found by the names the shell gives them in the reader's language. A step whose element is not on
 * screen (the menu is a drawer on a phone) shows in the middle of the page.
 */
export function shellTourSteps(t: TFunction, app: TFunction): DriveStep[] {
  const step = (element: string | undefined, key: string): DriveStep => ({
    element: element && document.querySelector(element) ? element : undefined,
    popover: {
      title: t(`extensions.tour.steps.${key}.title`),
      description: t(`extensions.tour.steps.${key}.text`),
    },
  });
  return [
    step(undefined, 'welcome'),
    step(labelled('nav', app('vnav.label')), 'menu'),
    step('header button[aria-keyshortcuts]', 'search'),
    step(labelled('header button', app('navbar.language')), 'language'),
    step(labelled('header button', app('navbar.theme')), 'theme'),
    step(labelled('button', app('customizer.open')), 'customizer'),
    step('#ui-kit-tour-start', 'again'),
  ];
}
