import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVALID_ID, MAX_ID, idParams } from '@owner-portal/contract/params';

import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  machineTypeOptions,
  payoutTagBody,
  payoutTag,
  payoutTagListQuery,
  payoutTagReply,
  payoutTagStillAssigned,
} from '@owner-portal/contract/referrals/referrals';
import type { AppContext } from '../../shared/app-context.ts';
import type { Access } from '../../plugins/access.ts';
import { auditedWrite, deletedOne } from '../../shared/audited-write.ts';
import { HttpError, unprocessable } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import {
  countTagHolders,
  deletePayoutTag,
  findPayoutTag,
  listMachineTypes,
  listPayoutTags,
  savePayoutTag,
  unknownMachineTypes,
} from './payout-tags.repository.ts';

/** POST .../machine-type-referral-payout-tag/{tag}: 0 adds a tag, a plain-digit id updates that tag (so not an id). */
const tagParams = z.object({
  tag: z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, { error: INVALID_ID })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: INVALID_ID }),
});

/** Payout Tags: admin only. */
const ACCESS: Access = { kind: 'staff', areas: ['payoutTags'] };

export function payoutTagsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, {
      url: '/admin/referral-payout-tag',
      access: ACCESS,
      tags: ['payout tags'],
      summary: 'Payout tags with their value per machine type',
      query: payoutTagListQuery,
      item: payoutTag,
      list: async (q) => {
        const { data, total } = await listPayoutTags(db, q);
        return { rows: data, total };
      },
    });

    app.get(
      '/admin/referral-payout-tag/machine-types',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['payout tags'],
          summary: 'Every machine type, for the tag form',
          response: { 200: machineTypeOptions },
        },
      },
      async () => ({ data: await listMachineTypes(db) }),
    );

    app.post(
      '/admin/machine-type-referral-payout-tag/:tag',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['payout tags'],
          summary: 'Add (tagId 0) or update a payout tag with its value per machine type',
          params: tagParams,
          body: payoutTagBody,
          response: { 200: payoutTagReply, 201: payoutTagReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) => {
        const { tag: tagId } = request.params;
        const adding = tagId === 0;
        return auditedWrite(db, request, reply, {
          // Adding (tag 0) has no record to find: the audit's `before` is null.
          find: async () => {
            if (adding) return { before: null };
            const before = await findPayoutTag(db, tagId);
            return before && { before };
          },
          write: async (_, trx) => {
            const unknown = await unknownMachineTypes(trx, request.body);
            if (unknown.length > 0) {
              throw unprocessable({ machine_type_referral_tag: [`Unknown machine type: ${unknown.join(', ')}.`] });
            }
            const id = await savePayoutTag(trx, adding ? null : tagId, request.body);
            return (await findPayoutTag(trx, id))!;
          },
          audit: (saved, { before }) => ({
            action: adding ? 'payout_tag.create' : 'payout_tag.update',
            subjectType: 'referral_payout_tag',
            subjectId: saved.id,
            details: { ...request.body, before },
          }),
          status: adding ? 201 : 200,
          reply: (saved) => ({ data: saved }),
        });
      },
    );

    app.delete(
      '/admin/referral-payout-tag/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['payout tags'],
          summary: 'Delete a payout tag that no customer carries',
          params: idParams,
          response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findPayoutTag(db, request.params.id),
          write: async (tag, trx) => {
            // A tag customers still carry stays: their referral values come from it.
            const assigned = await countTagHolders(trx, tag.id);
            if (assigned > 0) {
              const message = payoutTagStillAssigned(assigned);
              throw new HttpError(422, message, { id: [message] });
            }
            deletedOne(await deletePayoutTag(trx, tag.id));
          },
          audit: (_, tag) => ({
            action: 'payout_tag.delete',
            subjectType: 'referral_payout_tag',
            subjectId: tag.id,
            details: { name: tag.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );
  };
}
