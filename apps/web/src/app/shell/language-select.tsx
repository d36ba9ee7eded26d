import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage, useLanguages } from '../../features/languages/languages.feature.ts';
import './shell-i18n.ts';

/** The header's language selector (admin only). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  const languages = useLanguages();
  const change = useChangeLanguage('staff');
  return (
    <Select
      aria-label={t('header.language')}
      data={languages.map((language) => ({ value: language.code, label: language.title }))}
      value={i18n.language}
      onChange={(code) => code && code !== i18n.language && change.mutate(code)}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={140}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
