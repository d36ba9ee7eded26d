import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconNeedleThread } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product's mark; `compact` hides the name on phones, where the header is crowded. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" aria-hidden>
        <IconNeedleThread size={20} />
      </ThemeIcon>
      <Text fw={750} fz="lg" visibleFrom={compact ? 'sm' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {t('appName')}
      </Text>
    </Group>
  );
}
