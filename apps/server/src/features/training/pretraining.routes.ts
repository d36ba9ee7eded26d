import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  acknowledgeBody,
  finishBody,
  idParams,
  isVisionDtgProduct,
  langQuery,
  NOT_FINISHED_MESSAGE,
  pretrainingListReply,
  pretrainingStateReply,
} from '@owner-portal/contract/training/training';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth, type AuthContext } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { fieldError, notFound } from '../../plugins/http-errors.ts';
import { findOwnedProduct } from '../products/products.feature.ts';
import { thankYouMail } from './thank-you-mail.ts';
import { emitPretrainingFinished } from './training-webhooks.ts';
import { hasPretraining, isFinishable } from './progress.rules.ts';
import { acknowledge, allOwnedProducts, markFinished, pretrainingStates } from './training.repository.ts';

/** Pre-training is hidden from and refused to subsidiary 3 (Europe). */
const ACCESS = { kind: 'customer', europe: false } as const;
const errors = { 403: messageReply, 404: messageReply, 422: validationErrorReply };

/** The owner's pre-training journey per product: the warning, the progress, the finish. */
export function pretrainingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const ownedProduct = async (auth: AuthContext, id: number) => {
    const product = auth.customerId === null ? undefined : await findOwnedProduct(db, auth.customerId, id);
    if (!product) throw notFound();
    return product;
  };
  const stateOf = async (auth: AuthContext, id: number, lang: string) => {
    const product = await ownedProduct(auth, id);
    const [state] = await pretrainingStates(db, auth.accountId, [product], lang);
    return { product, state: state! };
  };

  return async (app) => {
    app.get(
      '/training',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary: "The caller's products that have pre-training in lang_code, each with the caller's progress",
          querystring: langQuery,
          response: { 200: pretrainingListReply, ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const products = await allOwnedProducts(db, auth.customerId);
        const states = await pretrainingStates(db, auth.accountId, products, request.query.lang_code);
        return { data: states.filter(hasPretraining) };
      },
    );

    app.get(
      '/training/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary: "One owned product's pre-training state in lang_code",
          params: idParams,
          querystring: langQuery,
          response: { 200: pretrainingStateReply, ...errors },
        },
      },
      async (request) => {
        const { state } = await stateOf(requireAuth(request), request.params.id, request.query.lang_code);
        return { data: state };
      },
    );

    app.post(
      '/training/:id/acknowledge',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary: 'Acknowledge the read-and-acknowledge warning (and, for a vision DTG printer, the power-on warning)',
          params: idParams,
          querystring: langQuery,
          body: acknowledgeBody,
          response: { 200: pretrainingStateReply, ...errors },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const product = await ownedProduct(auth, request.params.id);
        if (isVisionDtgProduct(product.name) && request.body.vision_acknowledged !== true)
          throw fieldError(
            'vision_acknowledged',
            'Please confirm you will not power on the printer before the online training.',
          );
        return auditedWrite(db, request, reply, {
          write: (_, trx) => acknowledge(trx, auth.accountId, product.id),
          audit: () => ({ action: 'pretraining.acknowledge', subjectType: 'product', subjectId: product.id }),
          reply: async () => ({ data: (await stateOf(auth, product.id, request.query.lang_code)).state }),
        });
      },
    );

    app.post(
      '/training/:id/finish',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary:
            'Finish the pre-training once every video is complete and every quiz passed; mails the next steps once',
          params: idParams,
          body: finishBody,
          response: { 200: pretrainingStateReply, ...errors },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const contact = await db
          .selectFrom('customer_users')
          .select(['email', 'first_name', 'lang_code'])
          .where('id', '=', auth.accountId)
          .executeTakeFirstOrThrow();
        const lang = request.body?.lang_code ?? contact.lang_code;
        const { product, state } = await stateOf(auth, request.params.id, lang);
        if (!isFinishable(state)) throw fieldError('training', NOT_FINISHED_MESSAGE);
        // Only the call that finishes it records the finish and queues the thank-you mail: it goes once.
        return auditedWrite(db, request, reply, {
          write: (_, trx) => markFinished(trx, auth.accountId, product.id),
          audit: (finishedNow) =>
            finishedNow ? { action: 'pretraining.finish', subjectType: 'product', subjectId: product.id } : null,
          after: async (finishedNow, _, trx) => {
            if (!finishedNow) return;
            const mail = thankYouMail({
              to: contact.email,
              firstName: contact.first_name,
              lang: contact.lang_code,
              product: product.display_name,
              vision: isVisionDtgProduct(product.name),
              publicUrl: ctx.config.publicUrl,
            });
            await ctx.jobs.send('mail.send', mail, { transaction: trx });
            await emitPretrainingFinished(ctx.jobs, trx, auth, product);
          },
          reply: async () => ({ data: (await stateOf(auth, product.id, lang)).state }),
        });
      },
    );
  };
}
