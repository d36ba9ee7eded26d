import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValidation } from '../forms/use-form-validation.ts';
import type { FormValues } from '../forms/validate-values.ts';

export interface EditFormProps<F extends FormValues> {
  form: FormValidation<F>;
  /** What `useSubmit` returned for this form. */
  submission: { submit: (event?: FormEvent) => void; saving: boolean };
  /** Without it there is no Cancel (a form on a page of its own). */
  onCancel?: () => void;
  /** The save button's label when it is not "Save" (e.g. "Redeem"). */
  saveLabel?: string;
  children: ReactNode;
}

/**
 * The add/edit modal's form: its fields, then Cancel and Save. Save shows the request in flight and
 * stays disabled while a field shows an error.
 */
export function EditForm<F extends FormValues>({ form, submission, onCancel, saveLabel, children }: EditFormProps<F>) {
  const { t } = useTranslation('forms');
  return (
    <form onSubmit={submission.submit} noValidate>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" mt="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={submission.saving} disabled={form.hasErrors}>
            {saveLabel ?? t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
