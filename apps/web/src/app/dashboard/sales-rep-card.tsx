import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconUserCircle, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@owner-portal/contract/current-user';
import { formatPhone, phoneDigits } from '@owner-portal/contract/validation-rules';
import { EmptyStateMessage } from '../../shared/ui/empty-state-message.tsx';
import { DashboardCard } from '../../shared/ui/dashboard-card.tsx';
import './dashboard-i18n.ts';

/** The assigned sales rep from the token's current user: name, email and phone. */
export function SalesRepCard({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation('dashboard');
  const name = user?.sales_rep_name;
  const initials = (name ?? '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <DashboardCard title={t('salesRep.title')} icon={<IconUserCircle size={20} />} labelId="dashboard-sales-rep">
      {!name ? (
        <EmptyStateMessage icon={<IconUserQuestion aria-hidden />} description={t('salesRep.empty')} />
      ) : (
        <Stack gap="xs">
          <Group wrap="nowrap" gap="sm">
            <Avatar radius="xl" size={40} color="brand" aria-hidden>
              {initials}
            </Avatar>
            <Text fw={650}>{name}</Text>
          </Group>
          {user?.sales_rep_email && (
            <Anchor href={`mailto:${user.sales_rep_email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <Group gap={6} wrap="nowrap" component="span">
                <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
                {user.sales_rep_email}
              </Group>
            </Anchor>
          )}
          {user?.sales_rep_phone && (
            <Anchor href={`tel:${phoneDigits(user.sales_rep_phone)}`} fz="sm">
              <Group gap={6} wrap="nowrap" component="span">
                <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
                {formatPhone(user.sales_rep_phone)}
              </Group>
            </Anchor>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
