import type { Contact } from '@owner-portal/contract/contacts/contacts';
import { PASSWORD_MASK } from '@owner-portal/contract/constants';
import { findCustomerOptions } from '../../../shared/admin/catalog-options.ts';
import { defineForm } from '../../../shared/admin/define-form.ts';
import './admin-contacts-i18n.ts';

/**
 * A customer's contact. Adding: internal_id is not asked and the company is
 * optional. Editing: internal_id is required (digits only), so is the company, and the password field
 * holds the 19-bullet mask, sent only once changed.
 */
export const contactForm = defineForm<Contact>({
  fields: {
    first_name: { required: true, half: true, props: { autoComplete: 'off' } },
    last_name: { required: true, half: true, props: { autoComplete: 'off' } },
    email: { type: 'email', required: true, props: { autoComplete: 'off' } },
    phone: { type: 'phone', required: true },
    customer: {
      type: 'choice',
      to: 'customer_id',
      search: findCustomerOptions,
      current: (c) => (c.customer ? { value: String(c.customer.id), label: c.customer.company_name } : null),
      from: (c) => c.customer?.id ?? '',
      required: ({ mode }) => mode === 'edit',
      placeholder: 'customerPlaceholder',
    },
    password: {
      type: 'password',
      mask: PASSWORD_MASK,
      description: ({ mode }) => (mode === 'edit' ? 'passwordKeep' : 'passwordInvite'),
    },
    internal_id: {
      when: ({ mode }) => mode === 'edit',
      required: true,
      rules: ['digits'],
      props: { inputMode: 'numeric', autoComplete: 'off' },
    },
  },
});
