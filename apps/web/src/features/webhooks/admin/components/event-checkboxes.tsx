import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS } from '@owner-portal/contract/webhooks/webhooks';
import type { WidgetProps } from '../../../../shared/admin/form-spec.ts';
import '../admin-webhooks-i18n.ts';

/** The events an endpoint takes: one box per event, with what it tells. */
export function EventCheckboxes({ value, onChange, error, label, required }: WidgetProps) {
  const { t } = useTranslation('admin-webhooks');
  return (
    <Checkbox.Group
      label={label}
      withAsterisk={required}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            value={event}
            label={
              <Text size="sm" ff="monospace">
                {event}
              </Text>
            }
            description={t(`events.${event}`)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
