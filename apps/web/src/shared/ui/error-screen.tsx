import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A whole-page error with a button to reload. index.html also draws it, from build-time markup, when
 * the app's own files cannot load (src/app/first-paint/): its script gives the button its action there.
 */
export function ErrorScreen({ text }: { text: string }) {
  const { t } = useTranslation();
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
