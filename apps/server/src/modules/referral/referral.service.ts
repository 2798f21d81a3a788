import type { ReferralListAnswer, ReferralListQuery } from '@app/contracts';
import type { Db, Queryable } from '../../db/client.ts';
import {
  insertSignUpReferral,
  referralList,
  referralStats,
  referringCustomerId,
} from './referral.repository.ts';

export async function listReferralsPage(db: Db, query: ReferralListQuery): Promise<ReferralListAnswer> {
  const { rows, ...total } = await referralList.page(db, query);
  return { referrals: rows, ...total };
}

/** The figures above the referral list. */
export function loadReferralStats(db: Db) {
  return referralStats(db);
}

/**
 * Records that the new user signed up through a referral link; an unknown code records nothing
 * (the sign-up itself never fails because of its link). Answers whether a referral was recorded.
 */
export async function recordSignUpReferral(db: Queryable, code: string, referredUserId: number) {
  const customerId = await referringCustomerId(db, code);
  if (customerId === null) return false;
  await insertSignUpReferral(db, customerId, referredUserId);
  return true;
}
