import type { ReferralListAnswer, ReferralListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { countReferrals, listReferrals, referralStats } from './referral.repository.ts';

export async function listReferralsPage(db: Db, query: ReferralListQuery): Promise<ReferralListAnswer> {
  const [total, referrals] = await Promise.all([countReferrals(db, query), listReferrals(db, query)]);
  return { referrals, total };
}

/** The figures above the referral list. */
export function loadReferralStats(db: Db) {
  return referralStats(db);
}
