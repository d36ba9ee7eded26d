import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  UNKNOWN_CATEGORY,
  templateBody,
  templateListQuery,
} from '@owner-portal/contract/products/admin-catalog';
import type { AppContext } from '../../shared/app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Access } from '../../plugins/access.ts';
import { HttpError, fieldError } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import { writeRoutes } from '../../shared/write-routes.ts';
import { CONTENT_AREAS } from '../content/content.feature.ts';
import {
  categoryExists,
  categoryNamed,
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

/** Create and rename of a record that is only a name (a category, a machine type). */
const namedRow = (table: 'group_categories' | 'machine_types') => ({
  create: async (trx: Db, body: { name: string }) =>
    (await trx.insertInto(table).values({ name: body.name }).returning('id').executeTakeFirstOrThrow()).id,
  update: async (trx: Db, row: { id: number }, body: { name: string }) => {
    await trx.updateTable(table).set({ name: body.name }).where('id', '=', row.id).execute();
  },
});

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
    const saveGroupChecked = async (trx: Db, id: number | null, body: z.infer<typeof groupBody>) => {
      if (body.category_id && !(await categoryExists(trx, body.category_id)))
        throw fieldError('category_id', 'The selected item does not exist.');
      // A category is chosen, or made on purpose: a mistyped name ("Machnes") no longer makes one.
      if (!body.category_id && body.category_name && (await categoryNamed(trx, body.category_name)) === null)
        throw fieldError('category_name', UNKNOWN_CATEGORY);
      return saveGroup(trx, id, body);
    };
    writeRoutes(app, db, {
      url: '/admin/groups',
      access,
      tags,
      summaries: {
        create: 'Add a series',
        update: 'Edit a series',
        delete: 'Delete a series with no products and no videos',
      },
      body: groupBody,
      reply: adminGroupReply,
      audit: { action: 'group', subject: 'product_group' },
      find: findGroup,
      create: (trx, body) => saveGroupChecked(trx, null, body),
      update: async (trx, row, body) => {
        await saveGroupChecked(trx, row.id, body);
      },
      remove: async (trx, group) => {
        if (group.products_count > 0) throw inUse(stillUsed('series', group.products_count, 'product'));
        if (group.videos_count > 0) throw inUse(stillUsed('series', group.videos_count, 'video'));
        return trx.deleteFrom('product_groups').where('id', '=', group.id).executeTakeFirst();
      },
      deleteCanBeRefused: true,
    });

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
    writeRoutes(app, db, {
      url: '/admin/group-categories',
      access,
      tags,
      summaries: { create: 'Add a category', update: 'Rename a category', delete: 'Delete a category no series uses' },
      body: nameBody,
      reply: adminCategoryReply,
      audit: { action: 'group_category', subject: 'group_category' },
      find: findCategory,
      ...namedRow('group_categories'),
      remove: async (trx, category) => {
        if (category.groups_count > 0) throw inUse(stillUsed('category', category.groups_count, 'series'));
        return trx.deleteFrom('group_categories').where('id', '=', category.id).executeTakeFirst();
      },
      deleteCanBeRefused: true,
    });

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
    writeRoutes(app, db, {
      url: '/admin/machine-type',
      access,
      tags,
      summaries: {
        create: 'Add a machine type',
        update: 'Rename a machine type',
        delete: 'Delete a machine type no product uses',
      },
      body: nameBody,
      reply: adminMachineTypeReply,
      audit: { action: 'machine_type', subject: 'machine_type' },
      find: findMachineType,
      ...namedRow('machine_types'),
      remove: async (trx, type) => {
        if (type.products_count > 0) throw inUse(stillUsed('machine type', type.products_count, 'product'));
        return trx.deleteFrom('machine_types').where('id', '=', type.id).executeTakeFirst();
      },
      deleteCanBeRefused: true,
    });

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
    writeRoutes(app, db, {
      url: '/admin/template',
      access,
      tags,
      summaries: { create: 'Add a template', update: 'Edit a template', delete: 'Delete a template' },
      body: templateBody,
      reply: adminTemplateReply,
      audit: { action: 'template', subject: 'training_template' },
      find: findTemplate,
      create: (trx, body) => saveTemplate(trx, null, body),
      update: async (trx, row, body) => {
        await saveTemplate(trx, row.id, body);
      },
      remove: (trx, template) => trx.deleteFrom('training_templates').where('id', '=', template.id).executeTakeFirst(),
      deleteCanBeRefused: false,
    });
  };
}
