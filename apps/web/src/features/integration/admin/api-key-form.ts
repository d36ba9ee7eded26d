import type { ApiKey } from '@owner-portal/contract/integration/api-keys';
import { apiKeyCreateBody } from '@owner-portal/contract/integration/api-keys';
import { defineForm } from '../../../shared/admin/define-form.ts';
import { ScopesField } from './components/scopes-field.tsx';
import './admin-api-keys-i18n.ts';

/** A new key: its name (which system holds it) and what it may write. */
export const apiKeyForm = defineForm<ApiKey>({
  schema: apiKeyCreateBody,
  fields: {
    name: { required: true, description: 'fields.nameHint', props: { autoComplete: 'off' } },
    scopes: { type: 'custom', widget: ScopesField, required: true, initial: () => [] },
  },
  saveLabel: 'actions.create',
});
