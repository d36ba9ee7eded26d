import type { AdminEventCode } from '@owner-portal/contract/events/event-codes';
import { findCustomerOptions } from '../../../shared/admin/catalog-options.ts';
import { defineForm } from '../../../shared/admin/define-form.ts';
import './admin-events-i18n.ts';

/** An event code: the company, the English and optional Spanish description, the code and its state. */
export const eventCodeForm = defineForm<AdminEventCode>({
  fields: {
    customer: {
      type: 'choice',
      to: 'customer_id',
      search: findCustomerOptions,
      current: (code) => ({ value: String(code.customer.id), label: code.customer.company_name }),
      from: (code) => code.customer.id,
      required: true,
      placeholder: 'customerPlaceholder',
    },
    description: { type: 'textarea', required: true, props: { autosize: false, rows: 2 } },
    description_es: { type: 'textarea', description: 'spanishHint', props: { autosize: false, rows: 2, lang: 'es' } },
    discount_code: {
      required: true,
      props: { autoComplete: 'off', styles: { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } },
    },
    claim_url: { type: 'url', props: { autoComplete: 'off' } },
    redeemed: { type: 'checkbox' },
  },
});
