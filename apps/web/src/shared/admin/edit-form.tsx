import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface EditFormProps {
  onSubmit: (event?: FormEvent) => void;
  onCancel: () => void;
  saving: boolean;
  /** Save stays disabled while a field shows an error. */
  invalid: boolean;
  cancelLabel: string;
  saveLabel: string;
  children: ReactNode;
}

/** The add/edit modal's form: its fields, then Cancel and Save. Labels come from the caller's namespace. */
export function EditForm({ onSubmit, onCancel, saving, invalid, cancelLabel, saveLabel, children }: EditFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={saving} disabled={invalid}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
