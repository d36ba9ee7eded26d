import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type { Appointment, TrainingMachine } from '@owner-portal/contract/schedule/schedule';
import { TRAINING_TYPES } from '@owner-portal/contract/schedule/schedule-constants';
import { FormModal, useDiscardGuard } from '../../../shared/forms/form-modal.tsx';
import { PhoneInput } from '../../../shared/forms/phone-input.tsx';
import { useFormValidation } from '../../../shared/forms/use-form-validation.ts';
import { openSlotsQuery } from '../api/schedule-api.ts';
import { slotTimeLabel } from './slot-time.ts';
import { TRAINING_FORM_RULES, machineValue, type TrainingChoice, type TrainingFormValues } from './training-form.ts';
import '../schedule-i18n.ts';

export interface TrainingFormModalProps {
  opened: boolean;
  machines: TrainingMachine[];
  initial: TrainingFormValues;
  /** Set when the owner changes an existing training: its machine stays. */
  change?: Appointment;
  onClose: () => void;
  onNext: (choice: TrainingChoice) => void;
}

/** The new-training modal: machine, phone, type, language and a class in Eastern Time; Next confirms. */
export function TrainingFormModal({ opened, machines, initial, change, onClose, onNext }: TrainingFormModalProps) {
  const { t } = useTranslation('schedule');
  const form = useFormValidation<TrainingFormValues>(initial, TRAINING_FORM_RULES);
  const closing = useDiscardGuard({ onClose, dirty: form.dirty });
  const machine = machines.find((m) => machineValue(m) === form.values.machine);
  const slots = useQuery(
    openSlotsQuery({
      group_id: machine?.group_id,
      lang_code: form.values.language,
      type_name: form.values.training_type,
    }),
  );
  const slotOptions = (slots.data ?? []).map((slot) => {
    const { eastern, local } = slotTimeLabel(slot.time);
    const seats = slot.seats_left > 0 ? t('form.seatsLeft', { count: slot.seats_left }) : t('form.slotFull');
    return {
      value: String(slot.id),
      label: [eastern, local && t('form.yourTime', { time: local }), seats].filter(Boolean).join(' · '),
    };
  });

  const change_ = (field: keyof TrainingFormValues & string) => (value: string | null) => {
    form.setValue(field, value ?? '');
    if (field !== 'slot_id' && field !== 'phone') form.setValue('slot_id', '');
  };

  const submit = form.handleSubmit((values) => {
    const slot = slots.data?.find((s) => String(s.id) === values.slot_id);
    if (machine && slot) onNext({ machine, slot, phone: values.phone });
  });

  return (
    <FormModal
      guard={closing}
      opened={opened}
      title={change ? t('form.changeTitle') : t('form.newTitle')}
      closeLabel={t('actions.close')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('form.machine')}
            placeholder={t('form.machinePlaceholder')}
            required
            disabled={Boolean(change)}
            data={machines.map((m) => ({
              value: machineValue(m),
              label: `${m.display_name}${m.serial_number ? ` (${m.serial_number})` : ''}${m.needs_pre_training ? ` · ${t('form.needsPreTraining')}` : ''}`,
              disabled: Boolean(m.needs_pre_training),
            }))}
            value={form.values.machine || null}
            onChange={change_('machine')}
            error={form.errors.machine}
          />
          <PhoneInput
            label={t('form.phone')}
            required
            value={form.values.phone}
            onChange={(value) => form.setValue('phone', value)}
            error={form.errors.phone}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('form.type')}
              required
              disabled={Boolean(change)}
              data={TRAINING_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              value={form.values.training_type || null}
              onChange={change_('training_type')}
              error={form.errors.training_type}
            />
            <Select
              label={t('form.language')}
              required
              data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
              value={form.values.language || null}
              onChange={change_('language')}
              error={form.errors.language}
            />
          </Group>
          <Select
            label={t('form.slot')}
            description={t('form.easternNote')}
            placeholder={t('form.slotPlaceholder')}
            required
            disabled={!machine || slots.isPending}
            data={slotOptions}
            value={form.values.slot_id || null}
            onChange={change_('slot_id')}
            error={form.errors.slot_id}
            comboboxProps={{ withinPortal: true }}
          />
          {machine && slots.isError && <Alert color="red">{t('form.slotsFailed')}</Alert>}
          {machine && slots.isSuccess && slots.data.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('form.noSlots')}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={closing.request}>
              {t('actions.close')}
            </Button>
            <Button type="submit" disabled={form.hasErrors}>
              {t('actions.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
