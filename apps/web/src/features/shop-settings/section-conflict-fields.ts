import type { ShopSettings, ShopSettingsSection } from '@app/contracts';
import type { TFunction } from 'i18next';
import type { ConflictField } from '@/components/edit-conflict/edit-conflict-diff';

type Values = Record<string, unknown>;
type Zone = ShopSettings['shippingDelivery']['zones'][number];

/** Fields whose value is one of the page's options (translated in `options.*`). */
const OPTION_FIELDS = new Set([
  'unitSystem',
  'weightUnit',
  'provider',
  'captureMode',
  'contactMethod',
  'fullName',
  'companyName',
  'addressLine2',
  'shippingPhone',
]);

const dash = (parts: string[]) => (parts.length > 0 ? parts.join(', ') : '—');
/** The names of the switches that are on, e.g. a notification's channels. */
const onOf = (value: unknown, label: (key: string) => string) =>
  dash(
    Object.entries(value as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([key]) => label(key)),
  );
const zoneText = (z: Zone) =>
  `${z.name} (${z.countries.join(', ') || '—'}): ${z.rates.map((r) => `${r.name} ${r.price}`).join(', ') || '—'}`;

/**
 * One section's fields as the conflict dialog names them: the page's own labels, and values as the
 * page shows them (options and switches translated, zones and locations on one line each).
 */
export function sectionConflictFields(
  section: ShopSettingsSection,
  values: Values,
  t: TFunction<'shop-settings'>,
): ConflictField<Values>[] {
  const label = (name: string) =>
    section === 'notifications'
      ? t(`notifications.kinds.${name}` as never)
      : section === 'shippingDelivery' || section === 'locations'
        ? t(`sections.${section}.title`)
        : t(`fields.${name}` as never);
  const format = (name: string) => (value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'form.on' : 'form.off');
    if (OPTION_FIELDS.has(name)) return t(`options.${value}` as never);
    if (name === 'supportedMethods') return dash((value as string[]).map((b) => t(`brands.${b}` as never)));
    if (name === 'manualMethods') return onOf(value, (key) => t(`fields.${key}` as never));
    if (section === 'notifications') return onOf(value, (key) => t(`notifications.${key}` as never));
    if (name === 'zones') return (value as Zone[]).map(zoneText).join('; ') || '—';
    if (name === 'locations') return dash((value as { name: string }[]).map((l) => l.name));
    return String(value);
  };
  return Object.keys(values).map((name) => ({ name, label: label(name), format: format(name) }));
}
