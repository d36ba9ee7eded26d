import { Button, Group, Modal, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scheduleLink } from './schedule-link.ts';
import '../training-i18n.ts';

/** Once the pre-training is finished, a thank-you dialog says an email with next steps was sent. */
export function ThankYouModal({
  opened,
  productId,
  productName,
  onClose,
}: {
  opened: boolean;
  productId: number;
  productName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('finish.thankYouTitle')}
      closeButtonProps={{ 'aria-label': t('finish.close') }}
    >
      <Text mb="lg">{t('finish.thankYouText', { name: productName })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('finish.close')}
        </Button>
        <Button
          component={Link}
          to={scheduleLink(productId)}
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          data-autofocus
        >
          {t('finish.schedule')}
        </Button>
      </Group>
    </Modal>
  );
}
