import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-text.ts';

/** Shown when a screen fails to load or render. */
export function RouteErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  const text = error.message ? failureText(error) : t('errors.generic');
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <IconAlertTriangle size={48} aria-hidden color="var(--mantine-color-orange-6)" />
        <Title order={1} size="h2">
          {t('errors.title')}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
