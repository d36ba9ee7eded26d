import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@owner-portal/contract/params';
import { z } from 'zod';
import {
  adminCategoryList,
  adminCategoryReply,
  adminGroupList,
  adminGroupReply,
  adminMachineTypeList,
  adminMachineTypeReply,
  adminTemplateList,
  adminTemplateReply,
  categoryListQuery,
  groupBody,
  groupListQuery,
  machineTypeListQuery,
  nameBody,
  stillUsed,
  templateBody,
  templateListQuery,
} from '@owner-portal/contract/admin-catalog';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Access } from '../../plugins/access.ts';
import { recordAudit } from '../../shared/audit.ts';
import { HttpError, fieldError, notFound } from '../../shared/http-errors.ts';
import { pageMeta } from '../../shared/paging.ts';
import { CONTENT_AREAS } from '../uploads/content-areas.ts';
import {
  categoryExists,
  findCategory,
  findGroup,
  findMachineType,
  findTemplate,
  listCategories,
  listGroups,
  listMachineTypes,
  listTemplates,
  saveGroup,
  saveTemplate,
} from './admin-series.repository.ts';

/** Series, categories, machine types and templates serve the content screens: admin only. */
const access: Access = { kind: 'staff', areas: CONTENT_AREAS };
const tags = ['admin content'];
const inUse = (message: string) => new HttpError(422, message, { id: [message] });

export function adminSeriesRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // ---- series (product groups)
    app.get(
      '/admin/groups',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Series (product groups), 100 a page',
          querystring: groupListQuery,
          response: { 200: adminGroupList, 422: validationErrorReply },
        },
      },
      async (request) => {
        const q = request.query;
        const { data, total } = await listGroups(db, q);
        return { data, meta: pageMeta(total, data.length, q.page, q.per_page) };
      },
    );
    const saveGroupRoute = (id: number | null) => async (body: z.infer<typeof groupBody>) => {
      if (body.category_id && !(await categoryExists(db, body.category_id)))
        throw fieldError('category_id', 'The selected item does not exist.');
      return saveGroup(db, id, body);
    };
    app.post(
      '/admin/groups',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Add a series',
          body: groupBody,
          response: { 201: adminGroupReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const id = await saveGroupRoute(null)(request.body);
        await recordAudit(db, auth, {
          action: 'group.create',
          subjectType: 'product_group',
          subjectId: id,
          details: { ...request.body },
        });
        return reply.code(201).send({ data: (await findGroup(db, id))! });
      },
    );
    app.put(
      '/admin/groups/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Edit a series',
          params: idParams,
          body: groupBody,
          response: { 200: adminGroupReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findGroup(db, id))) throw notFound();
        await saveGroupRoute(id)(request.body);
        await recordAudit(db, auth, {
          action: 'group.update',
          subjectType: 'product_group',
          subjectId: id,
          details: { ...request.body },
        });
        return { data: (await findGroup(db, id))! };
      },
    );
    app.delete(
      '/admin/groups/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Delete a series with no products and no videos',
          params: idParams,
          response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const group = await findGroup(db, request.params.id);
        if (!group) throw notFound();
        if (group.products_count > 0) throw inUse(stillUsed('series', group.products_count, 'product'));
        if (group.videos_count > 0) throw inUse(stillUsed('series', group.videos_count, 'video'));
        await db.deleteFrom('product_groups').where('id', '=', group.id).execute();
        await recordAudit(db, auth, {
          action: 'group.delete',
          subjectType: 'product_group',
          subjectId: group.id,
          details: { name: group.name },
        });
        return reply.code(204).send(null);
      },
    );

    // ---- group categories
    app.get(
      '/admin/group-categories',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Series categories, 100 a page',
          querystring: categoryListQuery,
          response: { 200: adminCategoryList, 422: validationErrorReply },
        },
      },
      async (request) => {
        const q = request.query;
        const { data, total } = await listCategories(db, q);
        return { data, meta: pageMeta(total, data.length, q.page, q.per_page) };
      },
    );
    app.post(
      '/admin/group-categories',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Add a category',
          body: nameBody,
          response: { 201: adminCategoryReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { id } = await db
          .insertInto('group_categories')
          .values({ name: request.body.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(db, auth, {
          action: 'group_category.create',
          subjectType: 'group_category',
          subjectId: id,
          details: { ...request.body },
        });
        return reply.code(201).send({ data: (await findCategory(db, id))! });
      },
    );
    app.put(
      '/admin/group-categories/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Rename a category',
          params: idParams,
          body: nameBody,
          response: { 200: adminCategoryReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findCategory(db, id))) throw notFound();
        await db.updateTable('group_categories').set({ name: request.body.name }).where('id', '=', id).execute();
        await recordAudit(db, auth, {
          action: 'group_category.update',
          subjectType: 'group_category',
          subjectId: id,
          details: { ...request.body },
        });
        return { data: (await findCategory(db, id))! };
      },
    );
    app.delete(
      '/admin/group-categories/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Delete a category no series uses',
          params: idParams,
          response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const category = await findCategory(db, request.params.id);
        if (!category) throw notFound();
        if (category.groups_count > 0) throw inUse(stillUsed('category', category.groups_count, 'series'));
        await db.deleteFrom('group_categories').where('id', '=', category.id).execute();
        await recordAudit(db, auth, {
          action: 'group_category.delete',
          subjectType: 'group_category',
          subjectId: category.id,
          details: { name: category.name },
        });
        return reply.code(204).send(null);
      },
    );

    // ---- machine types
    app.get(
      '/admin/machine-type',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Machine types, 1000 a page',
          querystring: machineTypeListQuery,
          response: { 200: adminMachineTypeList, 422: validationErrorReply },
        },
      },
      async (request) => {
        const q = request.query;
        const { data, total } = await listMachineTypes(db, q);
        return { data, meta: pageMeta(total, data.length, q.page, q.per_page) };
      },
    );
    app.post(
      '/admin/machine-type',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Add a machine type',
          body: nameBody,
          response: { 201: adminMachineTypeReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { id } = await db
          .insertInto('machine_types')
          .values({ name: request.body.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(db, auth, {
          action: 'machine_type.create',
          subjectType: 'machine_type',
          subjectId: id,
          details: { ...request.body },
        });
        return reply.code(201).send({ data: (await findMachineType(db, id))! });
      },
    );
    app.put(
      '/admin/machine-type/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Rename a machine type',
          params: idParams,
          body: nameBody,
          response: { 200: adminMachineTypeReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findMachineType(db, id))) throw notFound();
        await db.updateTable('machine_types').set({ name: request.body.name }).where('id', '=', id).execute();
        await recordAudit(db, auth, {
          action: 'machine_type.update',
          subjectType: 'machine_type',
          subjectId: id,
          details: { ...request.body },
        });
        return { data: (await findMachineType(db, id))! };
      },
    );
    app.delete(
      '/admin/machine-type/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Delete a machine type no product uses',
          params: idParams,
          response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const type = await findMachineType(db, request.params.id);
        if (!type) throw notFound();
        if (type.products_count > 0) throw inUse(stillUsed('machine type', type.products_count, 'product'));
        await db.deleteFrom('machine_types').where('id', '=', type.id).execute();
        await recordAudit(db, auth, {
          action: 'machine_type.delete',
          subjectType: 'machine_type',
          subjectId: type.id,
          details: { name: type.name },
        });
        return reply.code(204).send(null);
      },
    );

    // ---- training-class templates
    app.get(
      '/admin/template',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Training-class templates, 1000 a page',
          querystring: templateListQuery,
          response: { 200: adminTemplateList, 422: validationErrorReply },
        },
      },
      async (request) => {
        const q = request.query;
        const { data, total } = await listTemplates(db, q);
        return { data, meta: pageMeta(total, data.length, q.page, q.per_page) };
      },
    );
    app.post(
      '/admin/template',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Add a template',
          body: templateBody,
          response: { 201: adminTemplateReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const id = await saveTemplate(db, null, request.body);
        await recordAudit(db, auth, {
          action: 'template.create',
          subjectType: 'training_template',
          subjectId: id,
          details: { ...request.body },
        });
        return reply.code(201).send({ data: (await findTemplate(db, id))! });
      },
    );
    app.put(
      '/admin/template/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Edit a template',
          params: idParams,
          body: templateBody,
          response: { 200: adminTemplateReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findTemplate(db, id))) throw notFound();
        await saveTemplate(db, id, request.body);
        await recordAudit(db, auth, {
          action: 'template.update',
          subjectType: 'training_template',
          subjectId: id,
          details: { ...request.body },
        });
        return { data: (await findTemplate(db, id))! };
      },
    );
    app.delete(
      '/admin/template/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Delete a template',
          params: idParams,
          response: { 204: z.null(), 404: messageReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const template = await findTemplate(db, request.params.id);
        if (!template) throw notFound();
        await db.deleteFrom('training_templates').where('id', '=', template.id).execute();
        await recordAudit(db, auth, {
          action: 'template.delete',
          subjectType: 'training_template',
          subjectId: template.id,
          details: { name: template.name },
        });
        return reply.code(204).send(null);
      },
    );
  };
}
