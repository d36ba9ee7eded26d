import type { SalesRep } from '@owner-portal/contract/sales-reps/sales-reps';
import { salesRepBody } from '@owner-portal/contract/sales-reps/sales-reps';
import { defineForm } from '../../../shared/admin/define-form.ts';
import './admin-sales-reps-i18n.ts';

/** A sales rep's name, email and phone, checked by the contract's schema: downloaded when the form first opens. */
export const salesRepForm = defineForm<SalesRep>({
  schema: salesRepBody,
  fields: { name: {}, email: { type: 'email' }, phone: { type: 'phone' } },
});
