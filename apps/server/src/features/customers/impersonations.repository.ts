import type { Db } from '../../db/database.ts';

export interface NewImpersonation {
  staffUserId: number;
  customerUserId: number;
  customerId: number;
  reason: string;
  startedAt: string;
  expiresAt: string;
}

/** Records an impersonation as it starts (in the start's transaction) and answers its id. */
export async function insertImpersonation(trx: Db, imp: NewImpersonation): Promise<number> {
  const row = await trx
    .insertInto('impersonations')
    .values({
      staff_user_id: imp.staffUserId,
      customer_user_id: imp.customerUserId,
      customer_id: imp.customerId,
      reason: imp.reason,
      started_at: imp.startedAt,
      expires_at: imp.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the impersonation ended, once: a second end changes nothing. */
export async function endImpersonation(trx: Db, id: number, endedAt: string): Promise<void> {
  await trx
    .updateTable('impersonations')
    .set({ ended_at: endedAt })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** The token stops working: as a sign-out does, until it would have expired. */
export async function revokeToken(trx: Db, jti: string, expiresAt: string): Promise<void> {
  await trx
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}
