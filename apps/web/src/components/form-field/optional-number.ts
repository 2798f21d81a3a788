/** An emptied number field is null ("no minimum"); anything typed is a number (NaN is left to zod to refuse). */
export const toOptionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** A number field's text: null shows as empty. */
export const fromOptionalNumber = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
