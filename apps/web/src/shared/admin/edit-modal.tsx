import { Fragment, useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { DiscardChangesModal } from '../forms/discard-changes-modal.tsx';
import { UnsavedChangesContext } from '../forms/unsaved-changes.ts';
import { notifySuccess } from '../notifications/notify.ts';
import type { EditModalState } from './use-edit-modal.ts';

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
  const dirty = useRef(false);
  const reportUnsaved = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty.current ? setAsking(true) : editor.close());
  const onSave = async (input: Input) => {
    await save(input);
    notifySuccess(input.id === null ? addedText : savedText);
    editor.close();
  };
  return (
    <>
      <Modal
        opened={editor.opened}
        onClose={requestClose}
        // While the discard question is open it owns focus and Escape.
        trapFocus={!asking}
        closeOnEscape={!asking}
        title={editor.item ? editTitle : addTitle}
        size={size}
        closeButtonProps={{ 'aria-label': closeLabel }}
      >
        {/* A key per record gives every record its own fresh form. */}
        <UnsavedChangesContext.Provider value={reportUnsaved}>
          <Fragment key={editor.item?.id ?? 'new'}>
            {children({ item: editor.item, onSave, onCancel: editor.close })}
          </Fragment>
        </UnsavedChangesContext.Provider>
      </Modal>
      <DiscardChangesModal
        opened={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          editor.close();
        }}
      />
    </>
  );
}
