import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import './legal-i18n.ts';

/**
 * A short legal page: a title and its paragraphs, all from the locale files. The two pages are one
 * module: shared by two lazy screens, the text would go to the signed-in screens' shared file, and a
 * visitor reading the terms would fetch it (and Mantine's components with it).
 */
function LegalText({ page }: { page: 'terms' | 'privacy' }) {
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

export function TermsPage() {
  return <LegalText page="terms" />;
}

export function PrivacyPage() {
  return <LegalText page="privacy" />;
}
