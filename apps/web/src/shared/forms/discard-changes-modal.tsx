import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../ui/confirm-modal.tsx';

/** "Discard your changes?" before a form with unsaved changes is closed by Escape or a click outside. */
export function DiscardChangesModal({
  opened,
  onKeepEditing,
  onDiscard,
}: {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmModal
      opened={opened}
      title={t('discard.title')}
      message={t('discard.message')}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('discard.keepEditing')}
      closeLabel={t('close')}
      onConfirm={onDiscard}
      onClose={onKeepEditing}
      focusCancel
    />
  );
}
