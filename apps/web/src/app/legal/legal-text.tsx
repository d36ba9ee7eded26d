import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import './legal-i18n.ts';

/** A short legal page: a title and its paragraphs, all from the locale files. */
export function LegalText({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const title = useDocumentTitle(`common:legal.${page}`);
  const paragraphs = t(`legal:${page}`, { returnObjects: true }) as string[];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {paragraphs.map((text) => (
        <Text key={text}>{text}</Text>
      ))}
    </Stack>
  );
}
