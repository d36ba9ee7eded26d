import { Paper, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { effectiveUser, useSession } from '../../../shared/session/session.ts';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import '../../shell/shell-i18n.ts';

/** The customer dashboard; its cards (products, last order, gift card, sales rep) come with the portal issue. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const title = useDocumentTitle('shell:screens.dashboard');
  const user = effectiveUser(useSession(), useLocation().pathname);
  return (
    <>
      <PageHeader title={title} />
      <Text size="lg" mb="md">
        {t('dashboard.welcome', { name: user?.first_name ?? '' })}
      </Text>
      <Paper withBorder radius="md" p="lg">
        <EmptyStateMessage
          icon={<IconLayoutDashboard aria-hidden />}
          title={t('placeholder.title')}
          description={t('dashboard.empty')}
        />
      </Paper>
    </>
  );
}
