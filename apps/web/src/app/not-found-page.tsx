import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../shared/ui/use-document-title.ts';

/** The not-found content, also used inside the back-office shell. */
export function NotFoundContent() {
  const { t } = useTranslation();
  const title = useDocumentTitle('common:notFound.title');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconMapQuestion size={56} aria-hidden color="var(--mantine-color-brand-6)" />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}

/** The page for any path no route knows. */
export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <NotFoundContent />
    </Center>
  );
}
