import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { editVersion } from './edit-version.ts';

/** What the user profile shows that the users table does not hold (docs/profile.md). */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  location: text('location').notNull().default(''),
  designation: text('designation').notNull().default(''),
  about: text('about').notNull().default(''),
  coverImage: text('cover_image'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: editVersion(),
});
