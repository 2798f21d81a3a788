/** One field of an edit form as the conflict dialog names it: the form's own label. */
export type ConflictField<V> = {
  name: keyof V & string;
  label: string;
  /** How the value reads in the dialog; the default joins lists and shows an empty value as a dash. */
  format?: (value: unknown) => string;
};

export type ConflictRow = {
  name: string;
  label: string;
  mine: string;
  theirs: string;
  /** False when only the other person changed the field: "Keep mine" keeps their value there. */
  changedByYou: boolean;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const plain = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(plain).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The fields someone else changed since the form loaded (`base`) and where the form now holds
 * something else. A field only the user changed is no conflict: their value is saved either way.
 */
export function conflictRows<V extends Record<string, unknown>>(
  fields: readonly ConflictField<V>[],
  base: V,
  mine: V,
  theirs: V,
): ConflictRow[] {
  return fields.flatMap(({ name, label, format = plain }) =>
    same(mine[name], theirs[name]) || same(theirs[name], base[name])
      ? []
      : [
          {
            name,
            label,
            mine: format(mine[name]),
            theirs: format(theirs[name]),
            changedByYou: !same(mine[name], base[name]),
          },
        ],
  );
}

/**
 * "Keep mine": the user's value for each field they changed, the saved value for every other, so a
 * change someone else made to a field the user never touched is not undone.
 */
export function keepMine<V extends Record<string, unknown>>(base: V, mine: V, theirs: V): V {
  const merged: Record<string, unknown> = { ...theirs };
  for (const key of Object.keys(mine)) {
    if (!same(mine[key], base[key])) merged[key] = mine[key];
  }
  return merged as V;
}

/** A rich-text field as the dialog shows it: its words without the markup. */
export function htmlAsText(value: unknown): string {
  const text = new DOMParser().parseFromString(String(value ?? ''), 'text/html').body.textContent ?? '';
  return plain(text.replace(/\s+/g, ' ').trim());
}
