import { integer } from 'drizzle-orm/pg-core';

/**
 * The version an edit form loaded (docs/edit-conflicts.md). A BEFORE UPDATE trigger of migration 0028
 * adds one on every UPDATE, whichever code path writes, so no caller bumps it by hand.
 */
export const editVersion = () => integer('version').notNull().default(1);
