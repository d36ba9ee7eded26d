import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrandFacebook,
  IconCertificate,
  IconDiscount,
  IconRocket,
  IconTicket,
  IconVectorBezier2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FREE_TRIAL_DAYS,
  LEGACY_UPGRADE_SAVING_DOLLARS,
  ONSITE_TRAINING_HOURS,
  PROMO_DISCOUNT_CODE,
  TICKET_DISCOUNT_PERCENT,
} from '@owner-portal/contract/constants';
import { formatWholeDollars } from '../../../shared/format/money.ts';

interface Promo {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  badge?: string;
}

/** The promotions shown beside the sign-in form. */
export function PromoPanels() {
  const { t } = useTranslation('auth');
  const promos: Promo[] = [
    {
      key: 'facebook',
      icon: <IconBrandFacebook />,
      title: t('promos.facebook.title'),
      text: t('promos.facebook.text'),
    },
    {
      key: 'ticket',
      icon: <IconTicket />,
      title: t('promos.ticket.title', { percent: TICKET_DISCOUNT_PERCENT }),
      text: t('promos.ticket.text'),
    },
    {
      key: 'code',
      icon: <IconDiscount />,
      title: t('promos.code.title'),
      text: t('promos.code.text'),
      badge: PROMO_DISCOUNT_CODE,
    },
    {
      key: 'trial',
      icon: <IconVectorBezier2 />,
      title: t('promos.trial.title', { days: FREE_TRIAL_DAYS }),
      text: t('promos.trial.text'),
    },
    {
      key: 'onsite',
      icon: <IconCertificate />,
      title: t('promos.onsite.title', { hours: ONSITE_TRAINING_HOURS }),
      text: t('promos.onsite.text'),
    },
    {
      key: 'upgrade',
      icon: <IconRocket />,
      title: t('promos.upgrade.title', { amount: formatWholeDollars(LEGACY_UPGRADE_SAVING_DOLLARS) }),
      text: t('promos.upgrade.text'),
    },
  ];

  return (
    <section aria-labelledby="promos-title">
      <Text id="promos-title" component="h2" fw={700} fz="lg" mb="sm" c="white">
        {t('promos.heading')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {promos.map((promo) => (
          <Paper key={promo.key} p="md" radius="md" shadow="xs">
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  {promo.icon}
                </ThemeIcon>
                <Text fw={650} lh={1.25} component="h3" fz="md">
                  {promo.title}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {promo.text}
              </Text>
              {promo.badge && (
                <Badge size="lg" variant="outline" w="fit-content" style={{ letterSpacing: 1 }}>
                  {promo.badge}
                </Badge>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
