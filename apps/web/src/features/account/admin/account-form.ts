import type { CurrentUser } from '@owner-portal/contract/current-user';
import { defineForm } from '../../../shared/admin/define-form.ts';
import './admin-account-i18n.ts';

/** The staff member's names, language and password; the current password is asked only to change it. */
export const accountForm = defineForm<CurrentUser>({
  sections: {
    profile: { legend: 'profile', look: 'card' },
    password: { legend: 'passwordTitle', look: 'card' },
  },
  saveLabel: 'save',
  fields: {
    first_name: { section: 'profile', required: true, half: true, props: { autoComplete: 'given-name' } },
    last_name: { section: 'profile', required: true, half: true, props: { autoComplete: 'family-name' } },
    email: { section: 'profile', props: { readOnly: true }, send: () => undefined },
    lang_code: {
      section: 'profile',
      type: 'select',
      clearable: false,
      // Each language in its own name, whatever the page's language.
      options: () => [
        { value: 'en', label: 'English' },
        { value: 'es', label: 'Español' },
      ],
      from: (user) => (user.lang_code === 'es' ? 'es' : 'en'),
    },
    password: {
      section: 'password',
      type: 'password',
      description: 'passwordHint',
      clearAfterSave: true,
      // Not changing the password any more: the current one is not needed, nor its error.
      also: (value: string) => (value === '' ? { current_password: '' } : {}),
    },
    current_password: {
      section: 'password',
      type: 'password',
      required: ({ values }) => values.password !== '',
      clearAfterSave: true,
      props: { autoComplete: 'current-password' },
      send: (value: string, { values }) => (values.password ? value : undefined),
    },
  },
});
