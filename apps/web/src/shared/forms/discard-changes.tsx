import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Discard your changes?" shown in place of a form with unsaved changes when Escape, a click
 * outside or the close button would close it. Inside the same dialog rather than a second one:
 * two stacked modals fight over focus. "Keep editing" takes focus, so Enter is the safe answer.
 */
export function DiscardChanges({ onKeepEditing, onDiscard }: { onKeepEditing: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Text size="sm" mb="lg">
        {t('discard.message')}
      </Text>
      <Group justify="flex-end" gap="sm">
        {/* The question was asked by a key press: its safe answer takes the keyboard focus. */}
        <Button variant="default" onClick={onKeepEditing} autoFocus>
          {t('discard.keepEditing')}
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          {t('discard.confirm')}
        </Button>
      </Group>
    </>
  );
}
