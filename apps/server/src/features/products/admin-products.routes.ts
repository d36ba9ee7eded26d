import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, idParams } from '@owner-portal/contract/params';
import { z } from 'zod';
import {
  adminProduct,
  adminProductListQuery,
  adminProductReply,
  productBody,
  productOwned,
  productResourceReply,
  resourceBody,
  type ProductBody,
} from '@owner-portal/contract/products/admin-catalog';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { languageCode } from '@owner-portal/contract/user';
import type { AppContext } from '../../shared/app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Access } from '../../plugins/access.ts';
import { auditedWrite, deletedOne } from '../../shared/audited-write.ts';
import { HttpError, notFound, unprocessable } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import {
  deleteProductIfUnowned,
  findAdminProduct,
  listAdminProducts,
  missingReferences,
  saveProduct,
} from './admin-products.repository.ts';
import { deleteResource, fileOfKind, findResource, insertResource } from './resources.repository.ts';

const access: Access = { kind: 'staff', areas: ['products'] };
const NOT_FOUND_TEXT = 'The selected item does not exist.';

async function checkReferences(db: Db, body: ProductBody) {
  const missing = await missingReferences(db, body);
  if (missing.length > 0) throw unprocessable(Object.fromEntries(missing.map((f) => [f, [NOT_FOUND_TEXT]])));
}

export function adminProductsRoutes({ db, fileUrls }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, {
      url: '/admin/products',
      access,
      tags: ['admin content'],
      summary: 'Products with group, machine type, accessories and the lang_code resources',
      query: adminProductListQuery,
      item: adminProduct,
      list: (q) => listAdminProducts(db, fileUrls, q),
    });

    app.get(
      '/admin/products/:id',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: 'One product, as in the list',
          params: idParams,
          querystring: z.object({ lang_code: languageCode.default('en') }),
          response: { 200: adminProductReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const product = await findAdminProduct(db, fileUrls, request.params.id, request.query.lang_code);
        if (!product) throw notFound();
        return { data: product };
      },
    );

    app.post(
      '/admin/products',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: 'Add a product',
          body: productBody,
          response: { 201: adminProductReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        await checkReferences(db, request.body);
        return auditedWrite(db, request, reply, {
          write: (_, trx) => saveProduct(trx, null, request.body),
          audit: (id) => ({
            action: 'product.create',
            subjectType: 'product',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findAdminProduct(db, fileUrls, id))! }),
        });
      },
    );

    app.post(
      '/admin/products/:id/save',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: 'Edit a product (its accessory list is replaced)',
          params: idParams,
          body: productBody,
          response: { 200: adminProductReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const before = await findAdminProduct(db, fileUrls, id);
        if (!before) throw notFound();
        await checkReferences(db, request.body);
        return auditedWrite(db, request, reply, {
          // The product as it was: the audit log's before values.
          find: async () => before,
          write: (_, trx) => saveProduct(trx, id, request.body),
          audit: () => ({
            action: 'product.update',
            subjectType: 'product',
            subjectId: id,
            details: { ...request.body },
          }),
          reply: async () => ({ data: (await findAdminProduct(db, fileUrls, id))! }),
        });
      },
    );

    app.delete(
      '/admin/products/:id',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: 'Delete a product that no company owns',
          params: idParams,
          response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findAdminProduct(db, fileUrls, request.params.id),
          write: async (product, trx) => {
            const { owners, deleted } = await deleteProductIfUnowned(trx, product.id);
            if (owners > 0) throw new HttpError(422, productOwned(owners), { id: [productOwned(owners)] });
            deletedOne(deleted!);
          },
          audit: (_, product) => ({
            action: 'product.delete',
            subjectType: 'product',
            subjectId: product.id,
            details: { display_name: product.display_name },
          }),
          status: 204,
          reply: () => null,
        }),
    );

    app.post(
      '/admin/products/:id/resources',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: "Add a resource to a product in one language: an uploaded PDF's file_id or an https link",
          params: idParams,
          body: resourceBody,
          response: { 201: productResourceReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await findAdminProduct(db, fileUrls, id))) throw notFound();
        const body = request.body;
        if (body.file_id && !(await fileOfKind(db, body.file_id, 'pdf')))
          throw unprocessable({ file_id: ['The file must be an uploaded PDF.'] });
        return auditedWrite(db, request, reply, {
          write: (_, trx) => insertResource(trx, id, body),
          audit: (resourceId) => ({
            action: 'product_resource.create',
            subjectType: 'product',
            subjectId: id,
            details: { resource_id: resourceId, ...body },
          }),
          status: 201,
          reply: async (resourceId) => ({ data: (await findResource(db, fileUrls, id, resourceId))! }),
        });
      },
    );

    app.delete(
      '/admin/products/:id/resources/:resourceId',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: "Remove one of a product's resources",
          params: idParams.extend({ resourceId: idParam }),
          response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) => {
        const { id, resourceId } = request.params;
        return auditedWrite(db, request, reply, {
          find: () => findResource(db, fileUrls, id, resourceId),
          write: async (_, trx) => deletedOne(await deleteResource(trx, id, resourceId)),
          audit: (_, resource) => ({
            action: 'product_resource.delete',
            subjectType: 'product',
            subjectId: id,
            details: { resource_id: resourceId, title: resource.title },
          }),
          status: 204,
          reply: () => null,
        });
      },
    );
  };
}
