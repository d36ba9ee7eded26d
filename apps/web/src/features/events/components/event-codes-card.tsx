import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTicket, IconTicketOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { eventCodesQuery } from '../api/events-api.ts';
import { DashboardCard } from '../../../shared/ui/dashboard-card.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import '../events-i18n.ts';

/** Event discount codes: REDEEMED, or a link to claim the ticket. */
export function EventCodesCard() {
  const { t, i18n } = useTranslation('events');
  const { data, isPending, isError, refetch } = useQuery(eventCodesQuery(i18n.language));
  return (
    <DashboardCard title={t('title')} icon={<IconTicket size={20} />} labelId="dashboard-events">
      {isPending && <Skeleton h={56} />}
      {isError && <LoadFailed message={t('errors.load')} onRetry={() => void refetch()} />}
      {!isError && data?.length === 0 && <EmptyStateMessage icon={<IconTicketOff aria-hidden />} description={t('empty')} />}
      {data && data.length > 0 && (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map((event) => (
            <li key={event.id} data-testid={`event-${event.discount_code}`}>
              {/* English when there is no Spanish description: marked so screen readers read it as such. */}
              <Text fz="sm" lang={event.lang}>
                {event.description}
              </Text>
              <Group gap="xs" mt={4} wrap="wrap">
                <Badge variant="outline" color="gray" ff="monospace" tt="none">
                  {event.discount_code}
                </Badge>
                {event.redeemed ? (
                  <Badge color="gray" variant="filled">
                    {t('redeemed')}
                  </Badge>
                ) : event.claim_url ? (
                  <Anchor href={event.claim_url} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
                    <Group gap={4} wrap="nowrap" component="span">
                      {t('claim')}
                      <IconExternalLink size={14} aria-label={t('opensNewTab')} />
                    </Group>
                  </Anchor>
                ) : null}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
