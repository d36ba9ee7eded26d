import { Fragment, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Center, Modal } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { DiscardChanges } from '../forms/discard-changes.tsx';
import { UnsavedChangesContext } from '../forms/unsaved-changes.ts';
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
  const { t } = useTranslation('common');
  const dirty = useRef(false);
  const reportUnsaved = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  const requestClose = () => (dirty.current ? setAsking(true) : editor.close());
  const keepEditing = () => {
    setAsking(false);
    // Back to the form's first field, where the typing was.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus());
  };
  const onSave = async (input: Input) => {
    await save(input);
    notifySuccess(input.id === null ? addedText : savedText);
    editor.close();
  };
  return (
    <Modal
      opened={editor.opened}
      // While the question is shown, Escape (or a click outside) answers "keep editing".
      onClose={asking ? keepEditing : requestClose}
      title={asking ? t('discard.title') : editor.item ? editTitle : addTitle}
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {asking && (
        <DiscardChanges
          onKeepEditing={keepEditing}
          onDiscard={() => {
            setAsking(false);
            editor.close();
          }}
        />
      )}
      {/* Hidden, not unmounted, while the question is shown: the typed values stay. */}
      <div ref={form} hidden={asking}>
        <UnsavedChangesContext.Provider value={reportUnsaved}>
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
        </UnsavedChangesContext.Provider>
      </div>
    </Modal>
  );
}
