import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@owner-portal/contract/params';
import { z } from 'zod';
import {
  adminCategory,
  adminCategoryReply,
  adminGroup,
  adminGroupReply,
  adminMachineType,
  adminMachineTypeReply,
  adminTemplate,
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
import type { Db } from '../../db/database.ts';
import type { Access } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { HttpError, fieldError } from '../../shared/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
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
    listRoute(app, {
      url: '/admin/groups',
      access,
      tags,
      summary: 'Series (product groups), 100 a page',
      query: groupListQuery,
      item: adminGroup,
      list: (q) => listGroups(db, q),
    });
    const saveGroupRoute = async (trx: Db, id: number | null, body: z.infer<typeof groupBody>) => {
      if (body.category_id && !(await categoryExists(trx, body.category_id)))
        throw fieldError('category_id', 'The selected item does not exist.');
      return saveGroup(trx, id, body);
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: (_, trx) => saveGroupRoute(trx, null, request.body),
          audit: (id) => ({
            action: 'group.create',
            subjectType: 'product_group',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findGroup(db, id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findGroup(db, request.params.id),
          write: async (row, trx) => {
            await saveGroupRoute(trx, row.id, request.body);
          },
          audit: (_, row) => ({
            action: 'group.update',
            subjectType: 'product_group',
            subjectId: row.id,
            details: { ...request.body },
          }),
          reply: async (_, row) => ({ data: (await findGroup(db, row.id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findGroup(db, request.params.id),
          write: async (group, trx) => {
            if (group.products_count > 0) throw inUse(stillUsed('series', group.products_count, 'product'));
            if (group.videos_count > 0) throw inUse(stillUsed('series', group.videos_count, 'video'));
            await trx.deleteFrom('product_groups').where('id', '=', group.id).execute();
          },
          audit: (_, group) => ({
            action: 'group.delete',
            subjectType: 'product_group',
            subjectId: group.id,
            details: { name: group.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );

    // ---- group categories
    listRoute(app, {
      url: '/admin/group-categories',
      access,
      tags,
      summary: 'Series categories, 100 a page',
      query: categoryListQuery,
      item: adminCategory,
      list: (q) => listCategories(db, q),
    });
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: async (_, trx) =>
            (
              await trx
                .insertInto('group_categories')
                .values({ name: request.body.name })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          audit: (id) => ({
            action: 'group_category.create',
            subjectType: 'group_category',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findCategory(db, id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findCategory(db, request.params.id),
          write: async (row, trx) => {
            await trx
              .updateTable('group_categories')
              .set({ name: request.body.name })
              .where('id', '=', row.id)
              .execute();
          },
          audit: (_, row) => ({
            action: 'group_category.update',
            subjectType: 'group_category',
            subjectId: row.id,
            details: { ...request.body },
          }),
          reply: async (_, row) => ({ data: (await findCategory(db, row.id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findCategory(db, request.params.id),
          write: async (category, trx) => {
            if (category.groups_count > 0) throw inUse(stillUsed('category', category.groups_count, 'series'));
            await trx.deleteFrom('group_categories').where('id', '=', category.id).execute();
          },
          audit: (_, category) => ({
            action: 'group_category.delete',
            subjectType: 'group_category',
            subjectId: category.id,
            details: { name: category.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );

    // ---- machine types
    listRoute(app, {
      url: '/admin/machine-type',
      access,
      tags,
      summary: 'Machine types, 1000 a page',
      query: machineTypeListQuery,
      item: adminMachineType,
      list: (q) => listMachineTypes(db, q),
    });
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: async (_, trx) =>
            (
              await trx
                .insertInto('machine_types')
                .values({ name: request.body.name })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          audit: (id) => ({
            action: 'machine_type.create',
            subjectType: 'machine_type',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findMachineType(db, id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findMachineType(db, request.params.id),
          write: async (row, trx) => {
            await trx.updateTable('machine_types').set({ name: request.body.name }).where('id', '=', row.id).execute();
          },
          audit: (_, row) => ({
            action: 'machine_type.update',
            subjectType: 'machine_type',
            subjectId: row.id,
            details: { ...request.body },
          }),
          reply: async (_, row) => ({ data: (await findMachineType(db, row.id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findMachineType(db, request.params.id),
          write: async (type, trx) => {
            if (type.products_count > 0) throw inUse(stillUsed('machine type', type.products_count, 'product'));
            await trx.deleteFrom('machine_types').where('id', '=', type.id).execute();
          },
          audit: (_, type) => ({
            action: 'machine_type.delete',
            subjectType: 'machine_type',
            subjectId: type.id,
            details: { name: type.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );

    // ---- training-class templates
    listRoute(app, {
      url: '/admin/template',
      access,
      tags,
      summary: 'Training-class templates, 1000 a page',
      query: templateListQuery,
      item: adminTemplate,
      list: (q) => listTemplates(db, q),
    });
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: (_, trx) => saveTemplate(trx, null, request.body),
          audit: (id) => ({
            action: 'template.create',
            subjectType: 'training_template',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findTemplate(db, id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findTemplate(db, request.params.id),
          write: async (row, trx) => {
            await saveTemplate(trx, row.id, request.body);
          },
          audit: (_, row) => ({
            action: 'template.update',
            subjectType: 'training_template',
            subjectId: row.id,
            details: { ...request.body },
          }),
          reply: async (_, row) => ({ data: (await findTemplate(db, row.id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findTemplate(db, request.params.id),
          write: async (template, trx) => {
            await trx.deleteFrom('training_templates').where('id', '=', template.id).execute();
          },
          audit: (_, template) => ({
            action: 'template.delete',
            subjectType: 'training_template',
            subjectId: template.id,
            details: { name: template.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );
  };
}
