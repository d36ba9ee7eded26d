import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRevealedKey } from '../api/api-keys-api.ts';
import '../admin-api-keys-i18n.ts';

/** The copy-once dialog: a new key, shown this one time; closing it forgets the key. */
export function KeyReveal() {
  const { t } = useTranslation('admin-api-keys');
  const { created, forget } = useRevealedKey();
  return (
    <Modal
      opened={created !== null}
      onClose={forget}
      title={t('reveal.title', { name: created?.data.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size="lg"
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('reveal.once')}
          </Alert>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('reveal.key')}
              value={created.key}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="api-key-value"
            />
            <CopyButton value={created.key} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  color={copied ? 'teal.9' : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {copied ? t('reveal.copied') : t('reveal.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('reveal.use')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={forget}>
              {t('reveal.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
