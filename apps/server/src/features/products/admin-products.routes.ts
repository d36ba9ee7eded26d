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
import { requireAuth, type Access } from '../../plugins/access.ts';
import { recordAudit } from '../../shared/audit.ts';
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

export function adminProductsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, {
      url: '/admin/products',
      access,
      tags: ['admin content'],
      summary: 'Products with group, machine type, accessories and the lang_code resources',
      query: adminProductListQuery,
      item: adminProduct,
      list: (q) => listAdminProducts(db, q),
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
        const product = await findAdminProduct(db, request.params.id, request.query.lang_code);
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
        const auth = requireAuth(request);
        await checkReferences(db, request.body);
        const id = await saveProduct(db, null, request.body);
        await recordAudit(db, auth, {
          action: 'product.create',
          subjectType: 'product',
          subjectId: id,
          details: { ...request.body },
        });
        return reply.code(201).send({ data: (await findAdminProduct(db, id))! });
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
      async (request) => {
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findAdminProduct(db, id))) throw notFound();
        await checkReferences(db, request.body);
        await saveProduct(db, id, request.body);
        await recordAudit(db, auth, {
          action: 'product.update',
          subjectType: 'product',
          subjectId: id,
          details: { ...request.body },
        });
        return { data: (await findAdminProduct(db, id))! };
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
      async (request, reply) => {
        const auth = requireAuth(request);
        const product = await findAdminProduct(db, request.params.id);
        if (!product) throw notFound();
        const owners = await deleteProductIfUnowned(db, product.id);
        if (owners > 0) throw new HttpError(422, productOwned(owners), { id: [productOwned(owners)] });
        await recordAudit(db, auth, {
          action: 'product.delete',
          subjectType: 'product',
          subjectId: product.id,
          details: { display_name: product.display_name },
        });
        return reply.code(204).send(null);
      },
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
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findAdminProduct(db, id))) throw notFound();
        const body = request.body;
        if (body.file_id && !(await fileOfKind(db, body.file_id, 'pdf')))
          throw unprocessable({ file_id: ['The file must be an uploaded PDF.'] });
        const resourceId = await insertResource(db, id, body);
        await recordAudit(db, auth, {
          action: 'product_resource.create',
          subjectType: 'product',
          subjectId: id,
          details: { resource_id: resourceId, ...body },
        });
        return reply.code(201).send({ data: (await findResource(db, id, resourceId))! });
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
      async (request, reply) => {
        const auth = requireAuth(request);
        const { id, resourceId } = request.params;
        const resource = await findResource(db, id, resourceId);
        if (!resource) throw notFound();
        await deleteResource(db, id, resourceId);
        await recordAudit(db, auth, {
          action: 'product_resource.delete',
          subjectType: 'product',
          subjectId: id,
          details: { resource_id: resourceId, title: resource.title },
        });
        return reply.code(204).send(null);
      },
    );
  };
}
