import type { AbilityRule } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { roles } from '../db/schema/index.ts';
import { mergeRules } from './ability.ts';

/**
 * The rules of every permission assigned to the outer query's role, as one JSON array of rule lists in
 * id order. Identifiers are written out in full: drizzle drops table qualifiers in single-table
 * selects, which would turn the correlation into a comparison of the subquery's own columns.
 */
export const grantedRules = sql<AbilityRule[][]>`coalesce((
  select jsonb_agg(p.rules order by p.id)
  from role_permissions rp join permissions p on p.id = rp.permission_id
  where rp.role_id = "roles"."id"
), '[]'::jsonb)`;

/** The role's own rules plus the rules of every permission assigned to it. */
export async function rulesOfRole(db: Queryable, roleId: number): Promise<AbilityRule[]> {
  const [role] = await db
    .select({ rules: roles.rules, granted: grantedRules })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role ? mergeRules(role.rules, ...role.granted) : [];
}

/** Every role with its own rules plus its permissions' rules (who may do something, role by role). */
export async function rulesOfEveryRole(db: Queryable): Promise<{ id: number; rules: AbilityRule[] }[]> {
  const rows = await db.select({ id: roles.id, rules: roles.rules, granted: grantedRules }).from(roles);
  return rows.map((role) => ({ id: role.id, rules: mergeRules(role.rules, ...role.granted) }));
}
