import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage, useLanguages } from '../../features/languages/languages.feature.ts';
import './shell-i18n.ts';

export const FIRST_TIME_FLAG_KEY = 'owner-portal.first-time-done';

/** Asks for a preferred language until the first-time flag is stored locally; closing sets the flag. */
export function FirstTimeLanguageModal({ kind }: { kind: 'customer' | 'staff' }) {
  const { t, i18n } = useTranslation('shell');
  const [opened, setOpened] = useState(() => window.localStorage.getItem(FIRST_TIME_FLAG_KEY) === null);
  const languages = useLanguages();
  const change = useChangeLanguage(kind);

  const close = () => {
    window.localStorage.setItem(FIRST_TIME_FLAG_KEY, '1');
    setOpened(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('firstTime.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text mb="md">{t('firstTime.text')}</Text>
      <Group grow>
        {languages.map((language) => (
          <Button
            key={language.code}
            lang={language.code}
            variant={i18n.language === language.code ? 'filled' : 'default'}
            onClick={() => {
              change.mutate(language.code);
              close();
            }}
          >
            {language.title}
          </Button>
        ))}
      </Group>
    </Modal>
  );
}
