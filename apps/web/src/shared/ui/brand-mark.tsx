import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconNeedleThread } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function BrandMark() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" aria-hidden>
        <IconNeedleThread size={20} />
      </ThemeIcon>
      <Text fw={750} fz="lg">
        {t('appName')}
      </Text>
    </Group>
  );
}
