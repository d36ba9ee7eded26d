import type { AdminGroup, AdminTemplate } from '@owner-portal/contract/products/admin-catalog';
import { groupBody, nameBody, templateBody } from '@owner-portal/contract/products/admin-catalog';
import { defineForm } from '../../../shared/admin/define-form.ts';
import { seriesCategoryFields } from './series-category.ts';

/**
 * The catalog lists' forms, checked by the contract's schemas: downloaded when a form first opens,
 * so the lists draw without the validation library.
 */
export const seriesForm = defineForm<AdminGroup>({
  schema: groupBody,
  fields: { name: {}, ...seriesCategoryFields, required: {}, has_training: {}, requires_rep_approval: {} },
});

export const nameForm = defineForm<{ id: number; name: string }>({ schema: nameBody, fields: { name: {} } });

export const templateForm = defineForm<AdminTemplate>({
  schema: templateBody,
  fields: {
    name: {},
    topic: {},
    type: {},
    duration_minutes: {},
    capacity: {},
    lang_code: {},
    class_link: {},
    note: { type: 'textarea' },
  },
});
