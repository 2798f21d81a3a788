import { licenceProducts } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/** The team's IDE licences and who holds a seat of each (docs/licences.md). */
export const licences = pgTable(
  'licences',
  {
    id: serial('id').primaryKey(),
    product: text('product').notNull(),
    licensee: text('licensee').notNull(),
    licenceKey: text('licence_key').notNull(),
    seats: integer('seats').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    version: editVersion(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('licences_licence_key_idx').on(t.licenceKey),
    // The default order and the status filters (ranges of the expiry date), with the id tiebreak.
    index('licences_expires_on_idx').on(t.expiresOn, t.id),
    index('licences_product_expires_on_idx').on(t.product, t.expiresOn, t.id),
    index('licences_licensee_idx').on(t.licensee, t.id),
    // q is an ILIKE '%…%' on the licensee or the key.
    index('licences_licensee_trgm_idx').using('gin', t.licensee.op('gin_trgm_ops')),
    index('licences_licence_key_trgm_idx').using('gin', t.licenceKey.op('gin_trgm_ops')),
    check('licences_product_check', sql`${t.product} in (${oneOf(licenceProducts)})`),
    check('licences_seats_check', sql`${t.seats} >= 1`),
  ],
);

export const licenceUsers = pgTable(
  'licence_users',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.userId] }),
    index('licence_users_user_idx').on(t.userId, t.licenceId),
  ],
);
