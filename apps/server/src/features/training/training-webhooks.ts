import { toIso, type Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import type { AuthContext } from '../../plugins/access.ts';
import { emitEvent } from '../webhooks/webhooks.feature.ts';

interface OwnedProduct {
  id: number;
  display_name: string;
  netsuite_name: string | null;
  serial_number: string;
}

const whose = (auth: AuthContext, product: OwnedProduct) => ({
  customer_id: auth.customerId,
  customer_user_id: auth.accountId,
  product: {
    id: product.id,
    display_name: product.display_name,
    netsuite_name: product.netsuite_name,
    serial_number: product.serial_number,
  },
});

/** A contact finished a product's pre-training (the first time), in the write's transaction. */
export async function emitPretrainingFinished(jobs: JobQueue, trx: Db, auth: AuthContext, product: OwnedProduct) {
  const state = await trx
    .selectFrom('pretraining_states')
    .select('finished_at')
    .where('customer_user_id', '=', auth.accountId)
    .where('product_id', '=', product.id)
    .executeTakeFirstOrThrow();
  await emitEvent(jobs, trx, 'pretraining.finished', {
    ...whose(auth, product),
    finished_at: toIso(state.finished_at),
  });
}

/** A contact confirmed a Ri printer's warranty list (the first time), in the write's transaction. */
export async function emitWarrantyConfirmed(jobs: JobQueue, trx: Db, auth: AuthContext, product: OwnedProduct) {
  const row = await trx
    .selectFrom('warranty_confirmations')
    .select('confirmed_at')
    .where('customer_user_id', '=', auth.accountId)
    .where('product_id', '=', product.id)
    .executeTakeFirstOrThrow();
  await emitEvent(jobs, trx, 'warranty.confirmed', { ...whose(auth, product), confirmed_at: toIso(row.confirmed_at) });
}
