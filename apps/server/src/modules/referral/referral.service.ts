import type { ReferralListAnswer, ReferralListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { pageWithTotal } from '../../lib/list-count.ts';
import { countReferrals, listReferrals, referralStats } from './referral.repository.ts';

export async function listReferralsPage(db: Db, query: ReferralListQuery): Promise<ReferralListAnswer> {
  const { rows, ...total } = await pageWithTotal(
    query,
    () => listReferrals(db, query),
    () => countReferrals(db, query),
  );
  return { referrals: rows, ...total };
}

/** The figures above the referral list. */
export function loadReferralStats(db: Db) {
  return referralStats(db);
}
