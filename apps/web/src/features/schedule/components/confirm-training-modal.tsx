import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { useInFlight } from '../../../shared/forms/use-in-flight.ts';
import { Fact } from '../../../shared/ui/fact.tsx';
import { slotTimeLabel } from './slot-time.ts';
import type { TrainingChoice } from './training-form.ts';
import '../schedule-i18n.ts';

export interface ConfirmTrainingModalProps {
  choice: TrainingChoice | null;
  saving: boolean;
  /** The server's refusal, shown here: the book call hands its error to this modal, not to a notification. */
  error: string | null;
  /** The class filled up: offer its waitlist. */
  full: boolean;
  /** Books; the confirm button stays disabled until the returned promise settles, so it books once. */
  onConfirm: (waitlist: boolean) => void | Promise<unknown>;
  onDecline: () => void;
}

/** The booking's last step: 'Confirm my training!' or 'Do not confirm my training!'. */
export function ConfirmTrainingModal({ choice, saving, error, full, onConfirm, onDecline }: ConfirmTrainingModalProps) {
  const { t } = useTranslation('schedule');
  const inFlight = useInFlight();
  if (!choice) return null;
  const busy = saving || inFlight.pending;
  const { eastern, local } = slotTimeLabel(choice.slot.time);
  const willWait = full || choice.slot.seats_left === 0;
  return (
    <Modal
      opened
      onClose={onDecline}
      title={t('confirm.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('confirm.intro')}</Text>
        <Fact label={t('columns.machine')}>{choice.machine.display_name}</Fact>
        <Fact label={t('columns.topic')}>{choice.slot.training_topic}</Fact>
        <Fact label={t('columns.date')}>{local ? `${eastern} (${t('form.yourTime', { time: local })})` : eastern}</Fact>
        <Fact
          label={t('columns.type')}
        >{`${t(`types.${choice.slot.type_name}`, { defaultValue: choice.slot.type_name })} · ${t(`languages.${choice.slot.lang_code}`, { defaultValue: choice.slot.lang_code })}`}</Fact>
        <Fact label={t('form.phone')}>{formatPhone(choice.phone)}</Fact>
        {choice.machine.requires_rep_approval ? (
          <Text size="sm" c="dimmed">
            {t('confirm.approvalNote')}
          </Text>
        ) : null}
        {error && (
          <Alert
            color={full ? 'yellow' : 'red'}
            title={full ? t('confirm.fullTitle') : t('confirm.failedTitle')}
            role="alert"
          >
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="md" wrap="wrap">
          <Button variant="default" onClick={onDecline} disabled={busy}>
            {t('actions.doNotConfirm')}
          </Button>
          <Button onClick={() => void inFlight.run(() => onConfirm(willWait))} loading={busy} data-autofocus>
            {willWait ? t('actions.joinWaitlist') : t('actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
