import { Badge, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGACY_UPGRADE_SAVING_DOLLARS, PROMO_DISCOUNT_CODE } from '@owner-portal/contract/constants';
import { formatWholeDollars } from '../../shared/format/money.ts';
import './shell-i18n.ts';

/** The side promotional cards; hidden for subsidiary-3 customers. */
export function SidePromoCards() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="xs" pt="sm" aria-label={t('promos.label')} role="complementary">
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-brand-light)">
        <Text size="sm" fw={650}>
          {t('promos.codeTitle')}
        </Text>
        <Badge mt={6} variant="filled" size="lg">
          {PROMO_DISCOUNT_CODE}
        </Badge>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Text size="sm" fw={650}>
          {t('promos.upgradeTitle', { amount: formatWholeDollars(LEGACY_UPGRADE_SAVING_DOLLARS) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('promos.upgradeText')}
        </Text>
      </Paper>
    </Stack>
  );
}
