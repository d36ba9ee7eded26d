import { Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES } from '@owner-portal/contract/integration/api-keys';
import type { WidgetProps } from '../../../../shared/admin/form-spec.ts';
import { scopeKey } from '../scope-key.ts';
import '../admin-api-keys-i18n.ts';

/** The scopes of a new key, one box each, named for what they let the system write. */
export function ScopesField({ value, onChange, error, label, required }: WidgetProps) {
  const { t } = useTranslation('admin-api-keys');
  return (
    <Checkbox.Group
      label={label}
      description={t('fields.scopesHint')}
      withAsterisk={required}
      error={error}
      value={(value as string[] | null) ?? []}
      onChange={onChange}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox key={scope} value={scope} label={t(scopeKey(scope))} description={scope} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
