import { ActionIcon, Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChecks, IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import '../shell-i18n.ts';

/**
 * The notification bell and its dialog (SPEC point 2). The list itself is wired with the customer
 * portal's notifications; until then the dialog shows its empty state.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" size="lg" onClick={open} aria-label={t('notifications.open')}>
        <IconBell size={20} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={close}
        title={t('notifications.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Group justify="flex-end" mb="sm">
          <Button variant="subtle" size="xs" leftSection={<IconChecks size={14} aria-hidden />} disabled>
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <EmptyStateMessage icon={<IconMoodSmile aria-hidden />} description={t('notifications.empty')} />
      </Modal>
    </>
  );
}
