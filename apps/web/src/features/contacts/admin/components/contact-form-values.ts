import type { Contact, ContactCreateBody, ContactUpdateBody } from '@owner-portal/contract/contacts/contacts';
import { PASSWORD_MASK } from '@owner-portal/contract/constants';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { renameFieldErrors } from '../../../../shared/forms/use-submit.ts';
import type { ValidationConfig } from '../../../../shared/forms/validate-values.ts';

/** The contact form of SPEC point 3; `customer` holds the selected company's id as text. */
export type ContactFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  customer: string;
  password: string;
  internal_id: string;
};

export type ContactFormMode = 'add' | 'edit';

const EMPTY: ContactFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  customer: '',
  password: '',
  internal_id: '',
};

export function initialContactValues(contact: Contact | null): ContactFormValues {
  if (!contact) return EMPTY;
  return {
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone ? formatPhone(contact.phone) : '',
    customer: contact.customer ? String(contact.customer.id) : '',
    // SPEC point 5: on edit the password field is prefilled with the 19-bullet mask.
    password: PASSWORD_MASK,
    internal_id: contact.internal_id ?? '',
  };
}

/**
 * SPEC point 5: on add internal_id is not asked (ignored) and customer is optional; on edit
 * internal_id is required and digits only, and the customer is required (the API's rule).
 */
export function contactValidation(mode: ContactFormMode): ValidationConfig<ContactFormValues> {
  return {
    rules: {
      first_name: ['required'],
      last_name: ['required'],
      email: ['required', 'email'],
      phone: ['required', 'phone'],
      customer: mode === 'edit' ? ['required'] : [],
      internal_id: ['required', 'digits'],
    },
    ignore: mode === 'add' ? ['internal_id'] : [],
  };
}

const customerId = (value: string) => (value ? Number(value) : null);

export function toCreateBody(values: ContactFormValues): ContactCreateBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    customer_id: customerId(values.customer),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** The password is sent only when it was changed from the mask (SPEC point 5). */
export function toUpdateBody(values: ContactFormValues): ContactUpdateBody {
  const changed = values.password !== PASSWORD_MASK && values.password !== '';
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    customer_id: customerId(values.customer) ?? 0,
    internal_id: values.internal_id.trim(),
    ...(changed ? { password: values.password } : {}),
  };
}

/** The API names the company `customer_id`; the form calls it `customer`. */
export const withFormFieldNames = (error: unknown): unknown =>
  renameFieldErrors(error, (field) => (field === 'customer_id' ? 'customer' : field));
