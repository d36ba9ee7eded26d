import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { forgetSecret, useNewSecret } from './new-secret.ts';
import '../admin-webhooks-i18n.ts';

/** Shows a new endpoint's secret once, to copy into the receiver; closed, it cannot be shown again. */
export function NewSecretDialog() {
  const { t } = useTranslation('admin-webhooks');
  const shown = useNewSecret();
  return (
    <Modal
      opened={shown !== null}
      onClose={forgetSecret}
      title={t('secret.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm">{t('secret.intro', { url: shown.url })}</Text>
          <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {shown.secret}
          </Code>
          <Alert color="yellow" variant="light" icon={<IconKey size={18} aria-hidden />}>
            {t('secret.once')}
          </Alert>
          <Group justify="flex-end" wrap="wrap">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {copied ? t('secret.copied') : t('secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={forgetSecret}>{t('secret.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
