import type { Plan, PricingAnswer } from '@app/contracts/pricing';
import type { Queryable } from '../../db/client.ts';
import { selectPlan, selectPlans } from './pricing.repository.ts';

export async function listPlans(db: Queryable): Promise<PricingAnswer> {
  return { plans: await selectPlans(db) };
}

/** The stored plan of that key, or null (the account settings check a plan change against it). */
export function findPlan(db: Queryable, key: string): Promise<Plan | null> {
  return selectPlan(db, key);
}
