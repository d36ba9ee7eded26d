import { Badge, Group, Text } from '@mantine/core';
import type { ApiKey } from '@owner-portal/contract/integration/api-keys';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { formatInviteDate, formatPickerDate } from '../../../shared/format/dates.ts';
import { apiKeysApi } from './api/api-keys-api.ts';
import { scopeKey } from './scope-key.ts';
import './admin-api-keys-i18n.ts';

const expired = (key: ApiKey) => key.expires_at !== null && Date.parse(key.expires_at) <= Date.now();

/** /admin/api-keys (admin only; decision 114): the business systems' keys; created once, revoked, never edited. */
export const apiKeysResource = defineResource({
  namespace: 'admin-api-keys',
  area: 'apiKeys',
  api: apiKeysApi,
  name: (key) => key.name,
  columns: [
    {
      key: 'name',
      sortable: true,
      render: (key, t) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {key.name}
          </Text>
          {expired(key) && (
            <Badge color="gray" variant="filled" miw="max-content">
              {t('expired')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'prefix',
      render: (key) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {key.prefix}…
        </Text>
      ),
    },
    {
      key: 'scopes',
      render: (key, t) => (
        <Group gap={4}>
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="outline" color="gray.7" title={t(scopeKey(scope))} tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'created_at', sortable: true, render: (key) => formatPickerDate(key.created_at) },
    {
      key: 'last_used_at',
      sortable: true,
      render: (key, t) =>
        key.last_used_at ? (
          formatInviteDate(key.last_used_at)
        ) : (
          <Text size="sm" c="dimmed">
            {t('neverUsed')}
          </Text>
        ),
    },
  ],
  searchable: true,
  form: lazyForm(() => import('./api-key-form.ts').then((m) => m.apiKeyForm)),
  canEdit: false,
  modalSize: 'lg',
});
