import { Fragment, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Center } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { FormModal, useDiscardGuard } from '../forms/form-modal.tsx';
import { notifySuccess } from '../notifications/notify.ts';
import type { EditModalState } from './use-edit-modal.ts';
import { Spinner } from '../ui/spinner.tsx';

export interface EditModalForm<Item, Input> {
  item: Item | null;
  onSave: (input: Input) => Promise<void>;
  onCancel: () => void;
}

export interface EditModalProps<Item extends { id: number }, Input extends { id: number | null }> {
  editor: EditModalState<Item>;
  addTitle: string;
  editTitle: string;
  closeLabel: string;
  size?: MantineSize;
  save: (input: Input) => Promise<unknown>;
  savedText: string;
  /** Shown after adding a record instead of savedText. */
  addedText?: string;
  children: (form: EditModalForm<Item, Input>) => ReactNode;
}

/**
 * The add/edit modal of an admin list: saving says so and closes it; a failed save stays with the
 * form, which shows a 422 on its fields. Escape, a click outside or the close button ask first when
 * the form has unsaved changes; Cancel is a deliberate choice and closes at once. Labels come from
 * the caller's namespace.
 */
export function EditModal<Item extends { id: number }, Input extends { id: number | null }>({
  editor,
  addTitle,
  editTitle,
  closeLabel,
  size,
  save,
  savedText,
  addedText = savedText,
  children,
}: EditModalProps<Item, Input>) {
  const guard = useDiscardGuard({ onClose: editor.close });
  const onSave = async (input: Input) => {
    await save(input);
    notifySuccess(input.id === null ? addedText : savedText);
    editor.close();
  };
  return (
    <FormModal
      guard={guard}
      opened={editor.opened}
      title={editor.item ? editTitle : addTitle}
      size={size}
      closeLabel={closeLabel}
    >
      {/* A key per record gives every record its own fresh form. */}
      <Fragment key={editor.item?.id ?? 'new'}>
        {/* A form may load on first use; the modal waits for it, not the page behind. */}
        <Suspense
          fallback={
            <Center mih={120}>
              <Spinner />
            </Center>
          }
        >
          {children({ item: editor.item, onSave, onCancel: editor.close })}
        </Suspense>
      </Fragment>
    </FormModal>
  );
}
