import type { DealAudience, DealType } from '@app/contracts/deal';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './ecommerce.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';

const DEAL_TYPES = ['percentage', 'flat', 'bogo', 'freeShipping'] as const;
const DEAL_AUDIENCES = ['all', 'new', 'returning'] as const;

/** Deals made with the create-deal wizard (docs/deals.md); the checks mirror `dealCreateBody`. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<DealType>().notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }),
    region: text('region').notNull(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    startsAt: date('starts_at', { mode: 'string' }).notNull(),
    endsAt: date('ends_at', { mode: 'string' }).notNull(),
    audience: text('audience').$type<DealAudience>().notNull(),
    maxUses: integer('max_uses').notNull(),
    minCart: numeric('min_cart', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    notify: boolean('notify').notNull().default(false),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('deals_code_idx').on(t.code),
    // The list's sorts, with the id that breaks ties (lib/list-query.ts).
    index('deals_created_idx').on(t.createdAt, t.id),
    index('deals_starts_idx').on(t.startsAt, t.id),
    index('deals_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('deals_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    check('deals_type_check', sql`${t.type} in (${oneOf(DEAL_TYPES)})`),
    check(
      'deals_value_check',
      sql`(${t.type} = 'percentage' and ${t.value} between 1 and 100 and ${t.value} = trunc(${t.value}))
        or (${t.type} = 'flat' and ${t.value} between 0.01 and 10000)
        or (${t.type} in ('bogo', 'freeShipping') and ${t.value} is null)`,
    ),
    check('deals_title_check', sql`char_length(${t.title}) between 3 and 80`),
    check('deals_code_check', sql`${t.code} ~ '^[A-Z0-9-]{3,20}$'`),
    check('deals_description_check', sql`char_length(${t.description}) <= 500`),
    check('deals_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('deals_audience_check', sql`${t.audience} in (${oneOf(DEAL_AUDIENCES)})`),
    check('deals_max_uses_check', sql`${t.maxUses} between 1 and 1000000`),
    check('deals_min_cart_check', sql`${t.minCart} between 0 and 1000000`),
  ],
);

/** The products a deal applies to; a deleted product leaves the deals it was in. */
export const dealProducts = pgTable(
  'deal_products',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.productId] }),
    index('deal_products_product_idx').on(t.productId),
  ],
);
