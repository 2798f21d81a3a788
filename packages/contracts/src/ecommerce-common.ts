import { z } from 'zod';
import { idInPath, MAX_ROW_ID, rowId } from './common.ts';
import { singleLine } from './person-name.ts';

/** Pieces shared by the e-commerce contracts (products, orders, customers, reviews, referrals). */

/** An empty or missing filter means "no filter"; anything else must be one of the values. */
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(values, `must be one of ${values.join(', ')}`).optional(),
  );

/** A free-text filter compared exactly (case-insensitive); empty means no filter. */
export const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().max(100, 'is too long').optional(),
);

/** `true` or `false` in a query string; empty means no filter. */
export const booleanFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .enum(['true', 'false'], 'must be true or false')
    .transform((v) => v === 'true')
    .optional(),
);

/** A row id in a path or a query string. */
const rowIdText = z.coerce
  .number()
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ROW_ID, 'is too large');

/** The `:id` of the shop's routes. */
export const shopIdParam = z.object({ id: idInPath(MAX_ROW_ID, 'is too large') });

/** A positive whole number in a query string; empty means no filter. */
export const optionalIdFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  rowIdText.optional(),
);

/**
 * A sum of money in the request, in dollars (e.g. 19.99). The database keeps integer cents; more
 * than two decimals is refused rather than rounded silently.
 */
export const moneyInput = z
  .number('must be a number')
  .min(0, 'must not be negative')
  .max(1_000_000, 'must be at most 1000000')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most two decimals');

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents to the spec's price text, e.g. 99900 → "$999.00". */
export const formatDollars = (cents: number): string => dollars.format(cents / 100);

/** Cents to dollars as a number, e.g. 99950 → 999.5. */
export const centsToDollars = (cents: number): number => cents / 100;

/** Dollars (validated by moneyInput) to integer cents. */
export const dollarsToCents = (amount: number): number => Math.round(amount * 100);

export const MAX_BULK_IDS = 100;

/** POST …/bulk-delete: up to 100 ids at once; unknown ids are skipped. */
export const bulkDeleteBody = z.object({
  ids: z
    .array(rowId, 'must be a list of ids')
    .min(1, 'must hold at least one id')
    .max(MAX_BULK_IDS, `must hold at most ${MAX_BULK_IDS} ids`),
});
export type BulkDeleteBody = z.infer<typeof bulkDeleteBody>;

export const bulkDeleteAnswer = z.object({ deleted: z.number().int().nonnegative() });
export type BulkDeleteAnswer = z.infer<typeof bulkDeleteAnswer>;

/** A date as the spec writes it: 'MM/DD/YYYY' (UTC). */
export const usDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

/** Countries the shop sells to; the first six are those of the spec's customers. */
export const shopCountries = [
  { name: 'Australia', code: 'au' },
  { name: 'United States', code: 'us' },
  { name: 'France', code: 'fr' },
  { name: 'China', code: 'cn' },
  { name: 'Brazil', code: 'br' },
  { name: 'India', code: 'in' },
  { name: 'Canada', code: 'ca' },
  { name: 'Germany', code: 'de' },
  { name: 'United Kingdom', code: 'gb' },
  { name: 'Japan', code: 'jp' },
  { name: 'Spain', code: 'es' },
  { name: 'Italy', code: 'it' },
  { name: 'Mexico', code: 'mx' },
  { name: 'Egypt', code: 'eg' },
] as const;
export type ShopCountry = (typeof shopCountries)[number]['name'];
export const shopCountryNames = shopCountries.map((c) => c.name) as [ShopCountry, ...ShopCountry[]];

/** The flag emoji of a two-letter country code ('au' → 🇦🇺); the web may use countryCode for images. */
export const flagOf = (code: string): string =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

export const postalAddress = z.object({
  fullName: singleLine(100),
  line1: z.string().trim().max(200, 'is too long'),
  line2: z.string().trim().max(200, 'is too long').default(''),
  city: z.string().trim().max(100, 'is too long'),
  state: z.string().trim().max(100, 'is too long').default(''),
  postalCode: z.string().trim().max(20, 'is too long'),
  country: z.string().trim().max(60, 'is too long'),
});
export type PostalAddress = z.infer<typeof postalAddress>;

/** An answer without a body: 204, and the spec's 404 for a missing product, review or customer. */
export const emptyAnswer = z.null().describe('No body');
