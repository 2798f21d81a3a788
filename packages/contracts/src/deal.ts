import { z } from 'zod';
import { listTotal, orderBy, pagingQuery, rowId, searchText } from './common.ts';
import { shopCountryNames } from './ecommerce-common.ts';

/**
 * Deals (docs/deals.md): discount codes made with the /wizard-examples/create-deal wizard and listed on
 * /apps/deals. The wizard checks its form with `dealCreateBody`, the API parses its body with it, and
 * the table's check constraints say the same.
 */

export const DEAL_NOT_FOUND_TEXT = 'Deal not found';
export const DEAL_DUPLICATE_CODE_TEXT = 'is used by another deal';
export const DEAL_UNKNOWN_PRODUCT_TEXT = 'names a product that does not exist';

export const dealTypes = ['percentage', 'flat', 'bogo', 'freeShipping'] as const;
export type DealType = (typeof dealTypes)[number];
/** The types whose discount needs a value (a percentage or an amount). */
export const dealTypeHasValue = (type: DealType) => type === 'percentage' || type === 'flat';
export const DEAL_MAX_FLAT = 10_000;

export const dealAudiences = ['all', 'new', 'returning'] as const;
export type DealAudience = (typeof dealAudiences)[number];

export const dealStatuses = ['scheduled', 'active', 'ended'] as const;
export type DealStatus = (typeof dealStatuses)[number];

export const DEAL_MAX_PRODUCTS = 20;
export const DEAL_MAX_USES = 1_000_000;
export const DEAL_MAX_MIN_CART = 1_000_000;

const isoDate = z
  .string('must be a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'must be a date',
  );

const money = z.number('must be a number').refine((n) => Number.isFinite(n), 'must be a number');

/** Every field of a new deal, each checked alone; the checks across fields follow in `dealCreateBody`. */
export const dealFields = z.object({
  // Step 1: the discount.
  type: z.enum(dealTypes, 'must be chosen'),
  /** The percentage (1–100, whole) or the amount off (0.01–10,000); empty for BOGO and free shipping. */
  value: money.nullable(),
  region: z.enum(shopCountryNames, 'is not a country the shop knows'),
  // Step 2: what it is and what it applies to.
  title: z
    .string('must be text')
    .trim()
    .min(3, 'must have at least 3 characters')
    .max(80, 'must have at most 80 characters'),
  code: z
    .string('must be text')
    .trim()
    .toUpperCase()
    .min(3, 'must have at least 3 characters')
    .max(20, 'must have at most 20 characters')
    .regex(/^[A-Z0-9-]+$/, 'may hold only letters A-Z, digits and dashes'),
  description: z.string('must be text').trim().max(500, 'must have at most 500 characters').default(''),
  productIds: z
    .array(rowId, 'must be a list of products')
    .min(1, 'must name at least one product')
    .max(DEAL_MAX_PRODUCTS, `must name at most ${DEAL_MAX_PRODUCTS} products`)
    .refine((ids) => new Set(ids).size === ids.length, 'names a product twice'),
  startsAt: isoDate,
  endsAt: isoDate,
  // Step 3: who may use it and how often.
  audience: z.enum(dealAudiences, 'must be chosen'),
  maxUses: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(DEAL_MAX_USES, `must be at most ${DEAL_MAX_USES}`),
  minCart: money.min(0, 'must be at least 0').max(DEAL_MAX_MIN_CART, `must be at most ${DEAL_MAX_MIN_CART}`),
  notify: z.boolean('must be yes or no'),
});

type DealFieldsInput = z.input<typeof dealFields>;

/**
 * A check across fields runs as soon as the fields it reads are valid, whatever the other steps hold:
 * the wizard checks one step at a time.
 */
const readable = (keys: (keyof DealFieldsInput)[]) => (payload: { value: unknown }) =>
  dealFields
    .pick(Object.fromEntries(keys.map((k) => [k, true])) as Record<keyof DealFieldsInput, true>)
    .safeParse(payload.value).success;

/** POST /api/deals: the fields, the value that the type asks for, and an end after the start. */
export const dealCreateBody = dealFields
  // Runs with the type still unchosen too, so an untouched first step marks the value as well.
  .refine((d) => d.type === 'bogo' || d.type === 'freeShipping' || d.value !== null, {
    path: ['value'],
    message: 'is required',
    when: readable(['value']),
  })
  .refine((d) => dealTypeHasValue(d.type) || d.value === null, {
    path: ['value'],
    message: 'must be empty for this type',
    when: readable(['type', 'value']),
  })
  .refine(
    (d) =>
      d.type !== 'percentage' ||
      d.value === null ||
      (Number.isInteger(d.value) && d.value >= 1 && d.value <= 100),
    {
      path: ['value'],
      message: 'must be a whole percentage from 1 to 100',
      when: readable(['type', 'value']),
    },
  )
  .refine(
    (d) =>
      d.type !== 'flat' ||
      d.value === null ||
      (d.value >= 0.01 &&
        d.value <= DEAL_MAX_FLAT &&
        Number.isInteger(Math.round(d.value * 100)) &&
        Math.abs(Math.round(d.value * 100) - d.value * 100) < 1e-6),
    {
      path: ['value'],
      message: `must be an amount above 0 and at most ${DEAL_MAX_FLAT}`,
      when: readable(['type', 'value']),
    },
  )
  .refine((d) => d.endsAt > d.startsAt, {
    path: ['endsAt'],
    message: 'must be after the start date',
    when: readable(['startsAt', 'endsAt']),
  });
export type DealCreateBody = z.input<typeof dealCreateBody>;
export type DealCreateValues = z.output<typeof dealCreateBody>;

export const dealSortKeys = ['createdAt', 'startsAt'] as const;
export type DealSortKey = (typeof dealSortKeys)[number];

/** GET /api/deals: q is a part of the title or the code. */
export const dealListQuery = z.object({
  q: searchText,
  sortBy: z.enum(dealSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type DealListQuery = z.infer<typeof dealListQuery>;

export const deal = z.object({
  id: z.number(),
  type: z.enum(dealTypes),
  value: z.number().nullable(),
  region: z.string(),
  title: z.string(),
  code: z.string(),
  description: z.string(),
  products: z.array(z.object({ id: z.number(), name: z.string() })),
  startsAt: z.string(),
  endsAt: z.string(),
  audience: z.enum(dealAudiences),
  maxUses: z.number(),
  minCart: z.number(),
  notify: z.boolean(),
  /** From the dates and today (UTC): before the start, up to the end day included, after. */
  status: z.enum(dealStatuses),
  createdAt: z.string(),
});
export type Deal = z.infer<typeof deal>;

export const dealListAnswer = z.object({ deals: z.array(deal), ...listTotal });
export type DealListAnswer = z.infer<typeof dealListAnswer>;

/** A deal's status on a day (YYYY-MM-DD): the end day is the last day it may be used. */
export function dealStatusOn(today: string, startsAt: string, endsAt: string): DealStatus {
  if (today < startsAt) return 'scheduled';
  if (today > endsAt) return 'ended';
  return 'active';
}
