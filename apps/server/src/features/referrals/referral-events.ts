import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import { emitEvent } from '../webhooks/webhooks.feature.ts';
import { selectReferrals, toReferral } from './referral-rows.ts';

/**
 * A referrer earned a sale's value: the sale was recorded approved, or staff approved a flagged
 * self-referral. A flagged sale earns nothing yet, so it sends nothing. In the write's transaction.
 */
export async function emitReferralEarned(jobs: JobQueue, trx: Db, referralId: number): Promise<void> {
  const row = await selectReferrals(trx).where('r.id', '=', referralId).executeTakeFirst();
  if (row?.type === 'sale' && row.approved === 1) await emitEvent(jobs, trx, 'referral.earned', toReferral(row));
}

/** Staff redeemed part of a referrer's balance. In the write's transaction. */
export async function emitReferralRedeemed(jobs: JobQueue, trx: Db, referralId: number): Promise<void> {
  const row = await selectReferrals(trx).where('r.id', '=', referralId).executeTakeFirst();
  if (row) await emitEvent(jobs, trx, 'referral.redeemed', toReferral(row));
}
