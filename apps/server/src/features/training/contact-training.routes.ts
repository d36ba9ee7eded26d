import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { contactTrainingReply, idParams } from '@owner-portal/contract/training/training';
import type { AppContext } from '../../shared/app-context.ts';
import { toIso } from '../../db/database.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { pretrainingCounts } from './training.repository.ts';

const NO_PROGRESS = { videos_total: 0, videos_complete: 0, quizzes_total: 0, quizzes_passed: 0 };

/** Staff see a contact's pre-training (with its progress) and warranty confirmations, with their times. */
export function contactTrainingRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/customer_users/:id/training',
      {
        config: { access: { kind: 'staff', areas: ['contacts'] } },
        schema: {
          tags: ['contacts'],
          summary: "A contact's pre-training acknowledgements and finishes, and Ri warranty confirmations",
          params: idParams,
          response: { 200: contactTrainingReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const { id } = request.params;
        const contact = await db
          .selectFrom('customer_users')
          .select(['id', 'lang_code'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!contact) throw notFound();
        const pretraining = await db
          .selectFrom('pretraining_states as ps')
          .innerJoin('products as p', 'p.id', 'ps.product_id')
          .select(['ps.product_id', 'p.display_name', 'p.group_id', 'ps.acknowledged_at', 'ps.finished_at'])
          .where('ps.customer_user_id', '=', id)
          .orderBy('ps.acknowledged_at')
          .execute();
        const warranty = await db
          .selectFrom('warranty_confirmations as wc')
          .innerJoin('products as p', 'p.id', 'wc.product_id')
          .select(['wc.product_id', 'p.display_name', 'wc.confirmed_at'])
          .where('wc.customer_user_id', '=', id)
          .orderBy('wc.confirmed_at')
          .execute();
        const groupIds = [...new Set(pretraining.flatMap((r) => (r.group_id === null ? [] : [r.group_id])))];
        const counts = await pretrainingCounts(db, id, groupIds, contact.lang_code);
        return {
          data: {
            pretraining: pretraining.map(({ group_id, ...r }) => ({
              ...r,
              acknowledged_at: toIso(r.acknowledged_at),
              finished_at: toIso(r.finished_at),
              ...((group_id !== null && counts.get(group_id)) || NO_PROGRESS),
            })),
            warranty_confirmations: warranty.map((r) => ({ ...r, confirmed_at: toIso(r.confirmed_at) })),
          },
        };
      },
    );
  };
}
