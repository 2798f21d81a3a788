import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers of the shop's tables. */

export const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** The values of a check constraint's `in (…)` list; only constants from the code. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
