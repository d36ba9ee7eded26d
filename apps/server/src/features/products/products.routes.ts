import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productDetail, productDetailQuery, productSummary } from '@owner-portal/contract/products/catalog';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { listQuery, paged } from '@owner-portal/contract/paging';
import { idParams } from '@owner-portal/contract/params';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { emptyPage, pageMeta } from '../../shared/paging.ts';
import { withIncludes, type ProductTraining } from './product-includes.ts';
import { findOwnedProduct, listOwnedProducts } from './products.repository.ts';

const listProductsQuery = listQuery(['display_name']).pick({ page: true, per_page: true });

export function productsRoutes(ctx: AppContext, training: ProductTraining): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/products',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: "The caller's company's products, with serial numbers, tier and order date",
          querystring: listProductsQuery,
          response: { 200: paged(productSummary), 422: validationErrorReply },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const { page, per_page } = request.query;
        if (customerId === null) return emptyPage(page, per_page);
        const { data, total } = await listOwnedProducts(db, customerId, page, per_page);
        return { data, meta: pageMeta(total, data.length, page, per_page) };
      },
    );

    app.get(
      '/products/:id',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: 'One owned product, with the content lists named in include',
          params: idParams,
          querystring: productDetailQuery,
          response: {
            200: z.object({ data: productDetail }),
            403: messageReply,
            404: messageReply,
            422: validationErrorReply,
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { customerId } = auth;
        const product = customerId === null ? undefined : await findOwnedProduct(db, customerId, request.params.id);
        if (!product) throw notFound();
        const { include, lang_code } = request.query;
        return { data: await withIncludes(training, ctx, auth, product, include, lang_code) };
      },
    );
  };
}
