import type { Plan } from '@app/contracts/pricing';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';

const toPlan = (row: typeof plans.$inferSelect): Plan => ({
  key: row.key as Plan['key'],
  monthlyPrice: row.monthlyCents / 100,
  yearlyPrice: row.yearlyCents / 100,
  maxUsers: row.maxUsers,
  storageGb: row.storageGb,
  support: row.support as Plan['support'],
  popular: row.popular,
});

export async function selectPlans(db: Queryable): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.position));
  return rows.map(toPlan);
}

export async function selectPlan(db: Queryable, key: string): Promise<Plan | null> {
  const [row] = await db.select().from(plans).where(eq(plans.key, key));
  return row ? toPlan(row) : null;
}
