/** The catalogue's sections, in the order the menu and the search list them; each is a route `/<section>`. */
export const uiKitSections = ['components', 'extensions', 'forms', 'tables', 'charts'] as const;
export type UiKitSection = (typeof uiKitSections)[number];

/**
 * One page of a section, as its index card and its header show it: a Tabler icon by name (see
 * components/ui-kit-icon.ts) and the i18n keys, in the `ui-kit` namespace, of its title and of one
 * line about it.
 */
export type KitPageMeta = { icon: string; title: string; description: string };
