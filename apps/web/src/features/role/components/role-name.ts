import type { TFunction } from 'i18next';

/** The seeded roles have translated names; a role made here shows as it was typed. */
export function roleName(t: TFunction, name: string): string {
  return t(`role:names.${name}`, { defaultValue: name.charAt(0).toUpperCase() + name.slice(1) });
}
