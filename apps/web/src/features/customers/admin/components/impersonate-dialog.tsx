import { useState, type FormEvent } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  IMPERSONATION_REASON_MAX,
  IMPERSONATION_REASON_MIN,
} from '@owner-portal/contract/customers/impersonation-reason';
import { FormModal, useDiscardGuard } from '../../../../shared/forms/form-modal.tsx';
import { useInFlight } from '../../../../shared/forms/use-in-flight.ts';
import { translateServerText } from '../../../../shared/i18n/server-text.ts';
import '../admin-customers-i18n.ts';

export interface ImpersonateDialogProps {
  /** Whose portal: the contact's or the company's name; null when closed. */
  name: string | null;
  pending: boolean;
  /** The server's refusal of the reason (a 422), shown under the field. */
  serverError: string | null;
  /** Resolves when the call is answered: the Open button stays disabled until then. */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks why before a staff member opens an owner's portal: the reason is required and goes to the audit log. */
export function ImpersonateDialog({ name, pending, serverError, onSubmit, onCancel }: ImpersonateDialogProps) {
  const { t } = useTranslation(['admin-customers', 'forms']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  const guard = useDiscardGuard({ onClose: close, dirty: reason.trim() !== '' });
  const inFlight = useInFlight();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t('forms:required.reason'));
    if (text.length < IMPERSONATION_REASON_MIN)
      return setError(t('impersonateDialog.tooShort', { n: IMPERSONATION_REASON_MIN }));
    setError(null);
    void inFlight.run(() => onSubmit(text));
  };
  const shown = error ?? (serverError ? translateServerText(serverError) : null);
  return (
    <FormModal
      guard={guard}
      opened={name !== null}
      title={t('impersonateDialog.title', { name: name ?? '' })}
      closeLabel={t('actions.close')}
    >
      <form onSubmit={submit} noValidate>
        <Text size="sm" mb="md">
          {t('impersonateDialog.text')}
        </Text>
        <Textarea
          label={t('forms:fields.reason')}
          description={t('impersonateDialog.hint')}
          placeholder={t('impersonateDialog.placeholder')}
          required
          rows={3}
          maxLength={IMPERSONATION_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={shown}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={guard.request} disabled={pending || inFlight.pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending || inFlight.pending}>
            {t('impersonateDialog.open')}
          </Button>
        </Group>
      </form>
    </FormModal>
  );
}
