import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  idParams,
  isRiWarrantyProduct,
  postTrainingListReply,
  postTrainingStateReply,
  warrantyConfirmBody,
} from '@owner-portal/contract/training/training';
import { languageCode } from '@owner-portal/contract/user';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth, type AuthContext } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { fieldError, notFound } from '../../plugins/http-errors.ts';
import { findOwnedProduct } from '../products/products.feature.ts';
import { hasPostTraining } from './progress.rules.ts';
import { allOwnedProducts, confirmWarranty, postTrainingStates } from './training.repository.ts';
import { emitWarrantyConfirmed } from './training-webhooks.ts';
import { warrantyPdf } from './warranty-pdf.ts';

const ACCESS = { kind: 'customer' } as const;
const errors = { 403: messageReply, 404: messageReply, 422: validationErrorReply };
const langQuery = z.object({ lang_code: languageCode.default('en') });
/** The PDF defaults to the owner's stored language. */
const pdfQuery = z.object({ lang_code: languageCode.optional() });

/** Post-training per product, and the Ri 1000/2000 warranty gate. */
export function postTrainingRoutes({ db, jobs }: AppContext): FastifyPluginAsyncZod {
  const ownedProduct = async (auth: AuthContext, id: number) => {
    const product = auth.customerId === null ? undefined : await findOwnedProduct(db, auth.customerId, id);
    if (!product) throw notFound();
    return product;
  };

  return async (app) => {
    app.get(
      '/post-training',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary: "The caller's products that have post-training videos or resources in lang_code",
          querystring: langQuery,
          response: { 200: postTrainingListReply, ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const products = await allOwnedProducts(db, auth.customerId);
        const states = await postTrainingStates(db, auth.accountId, products, request.query.lang_code);
        return { data: states.filter(hasPostTraining) };
      },
    );

    app.get(
      '/post-training/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary:
            "One owned product's post-training state: whether the warranty list must be confirmed, and when it was",
          params: idParams,
          querystring: langQuery,
          response: { 200: postTrainingStateReply, ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const product = await ownedProduct(auth, request.params.id);
        const [state] = await postTrainingStates(db, auth.accountId, [product], request.query.lang_code);
        return { data: state! };
      },
    );

    app.post(
      '/post-training/:id/warranty',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary: 'Confirm having read the Ri 1000/2000 warranty list; the first confirmation time is kept',
          params: idParams,
          querystring: langQuery,
          body: warrantyConfirmBody,
          response: { 200: postTrainingStateReply, ...errors },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const product = await ownedProduct(auth, request.params.id);
        if (!isRiWarrantyProduct(product.name))
          throw fieldError('confirmed', 'This product has no warranty list to confirm.');
        return auditedWrite(db, request, reply, {
          write: (_, trx) => confirmWarranty(trx, auth.accountId, product.id),
          audit: () => ({ action: 'warranty.confirm', subjectType: 'product', subjectId: product.id }),
          after: async (confirmedNow, _, trx) => {
            if (confirmedNow) await emitWarrantyConfirmed(jobs, trx, auth, product);
          },
          reply: async () => {
            const [state] = await postTrainingStates(db, auth.accountId, [product], request.query.lang_code);
            return { data: state! };
          },
        });
      },
    );

    app.get(
      '/post-training/:id/warranty.pdf',
      {
        config: { access: ACCESS },
        schema: {
          tags: ['training'],
          summary: 'The Ri 1000/2000 warranty list as a PDF in lang_code (default: the owner’s language)',
          params: idParams,
          querystring: pdfQuery,
          produces: ['application/pdf'],
          response: { 200: z.string().describe('application/pdf'), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const product = await ownedProduct(auth, request.params.id);
        if (!isRiWarrantyProduct(product.name)) throw notFound();
        const contact = await db
          .selectFrom('customer_users as cu')
          .leftJoin('customers as c', 'c.id', 'cu.customer_id')
          .select(['cu.first_name', 'cu.last_name', 'cu.lang_code', 'c.company_name'])
          .where('cu.id', '=', auth.accountId)
          .executeTakeFirstOrThrow();
        const lang = request.query.lang_code ?? contact.lang_code;
        const owner = [`${contact.first_name} ${contact.last_name}`, contact.company_name].filter(Boolean).join(', ');
        const pdf = await warrantyPdf({ lang, product: product.display_name, owner });
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="warranty-${lang}.pdf"`)
            .header('cache-control', 'private, no-store')
            // A buffer is sent as it is, never serialised; the schema's string only documents the body.
            .send(Buffer.from(pdf) as unknown as string)
        );
      },
    );
  };
}
