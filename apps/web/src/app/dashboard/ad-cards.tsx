import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandFacebook, IconVectorBezier2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_DAYS } from '@owner-portal/contract/constants';
import { AdCarousel } from './ad-carousel.tsx';
import './dashboard-i18n.ts';

function AdCard({ icon, title, text, colour }: { icon: ReactNode; title: string; text: string; colour: string }) {
  return (
    <Paper radius="md" p="md" h="100%" mih={150} bg={`var(--mantine-color-${colour}-light)`}>
      <Stack gap="xs">
        <ThemeIcon size={40} radius="xl" color={colour} aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
        <Text fz="sm">{text}</Text>
      </Stack>
    </Paper>
  );
}

/** The two ad cards of the dashboard: the owners' Facebook group and the digitizing software trial. */
export function AdCards() {
  const { t } = useTranslation('dashboard');
  return (
    <AdCarousel
      label={t('ads.label')}
      slides={[
        {
          key: 'facebook',
          content: (
            <AdCard
              colour="blue"
              icon={<IconBrandFacebook size={22} />}
              title={t('ads.facebook.title')}
              text={t('ads.facebook.text')}
            />
          ),
        },
        {
          key: 'trial',
          content: (
            <AdCard
              colour="grape"
              icon={<IconVectorBezier2 size={22} />}
              title={t('ads.trial.title', { days: FREE_TRIAL_DAYS })}
              text={t('ads.trial.text')}
            />
          ),
        },
      ]}
    />
  );
}
