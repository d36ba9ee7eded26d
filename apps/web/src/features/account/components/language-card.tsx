import { Paper, Select, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage, useLanguages } from '../../languages/languages.feature.ts';
import '../account-i18n.ts';

/**
 * The preferred language: PUT /api/customer {lang_code}; once saved the interface switches and the
 * reply's token (with the new lang_code) replaces the stored one.
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation('account');
  const languages = useLanguages();
  const change = useChangeLanguage('customer');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-language">
      <Title order={2} size="h4" mb="xs" id="account-language">
        {t('language.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('language.text')}
      </Text>
      <Select
        label={t('language.label')}
        data={languages.map((language) => ({ value: language.code, label: language.title }))}
        value={i18n.language}
        onChange={(code) => code && code !== i18n.language && change.mutate(code)}
        allowDeselect={false}
        leftSection={<IconLanguage size={16} aria-hidden />}
        maw={320}
        comboboxProps={{ withinPortal: true }}
      />
    </Paper>
  );
}
