import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink, IconInfoCircle, IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@owner-portal/contract/schedule/schedule';
import { formatEasternDate, formatEasternTime } from '../../../shared/format/eastern-time.ts';
import { DashboardCard } from '../../../shared/ui/dashboard-card.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import '../schedule-i18n.ts';

const machineOf = (a: Appointment) => a.product?.display_name ?? a.product_group.name;
const dateOf = (a: Appointment) => formatEasternDate(a.time_slot.time);
const timeOf = (a: Appointment) => formatEasternTime(a.time_slot.time);

/**
 * One class as a card row: when (date, then time) at the left, what (topic, machine, type and
 * status) beside it, the note below in small print, and the row's actions at the end; on a phone
 * the parts stack.
 */
function ClassRow({ appointment: a, actions, note }: { appointment: Appointment; actions: ReactNode; note?: boolean }) {
  const { t } = useTranslation('schedule');
  const type = t(`types.${a.time_slot.type_name}`, { defaultValue: a.time_slot.type_name });
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap" style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            <IconCalendarEvent size={24} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={650}>
              {dateOf(a)} · {timeOf(a)}
            </Text>
            <Text>{a.time_slot.training_topic}</Text>
            <Text fz="sm" c="dimmed">
              {machineOf(a)}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color="gray" tt="none">
                {type}
              </Badge>
              {a.status !== 'booked' && a.status !== 'cancelled' && (
                <Badge variant="light" color={a.status === 'pending' ? 'yellow' : 'gray'} tt="none">
                  {t(`status.${a.status}`)}
                </Badge>
              )}
            </Group>
            {note && a.time_slot.class_note && (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconInfoCircle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Text fz="xs" c="dimmed">
                  {a.time_slot.class_note}
                </Text>
              </Group>
            )}
          </Stack>
        </Group>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}

function RowsLoading() {
  return (
    <Stack gap="sm">
      <Skeleton h={96} radius="md" />
      <Skeleton h={96} radius="md" />
    </Stack>
  );
}

/** Upcoming trainings, each with its class link (once booked), Change and Cancel. */
export function UpcomingTrainings({
  rows,
  loading,
  failed,
  onRetry,
  onChange,
  onCancel,
}: {
  rows: Appointment[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChange: (a: Appointment) => void;
  onCancel: (a: Appointment) => void;
}) {
  const { t } = useTranslation('schedule');
  return (
    <DashboardCard title={t('upcoming.title')} icon={<IconCalendarEvent size={22} />} labelId="upcoming-trainings">
      {loading ? (
        <RowsLoading />
      ) : failed ? (
        <LoadFailed message={t('upcoming.loadFailed')} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <EmptyStateMessage icon={<IconCalendarEvent aria-hidden />} description={t('upcoming.empty')} />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="upcoming-trainings">
          {rows.map((a) => (
            <ClassRow
              key={a.id}
              appointment={a}
              note
              actions={
                <>
                  {a.time_slot.class_link && a.status === 'booked' && (
                    <Button
                      component="a"
                      href={a.time_slot.class_link}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      leftSection={<IconVideo size={16} aria-hidden />}
                      rightSection={<IconExternalLink size={14} aria-hidden />}
                    >
                      {t('actions.join')}
                    </Button>
                  )}
                  {a.status !== 'waitlisted' && (
                    <Button
                      size="sm"
                      variant="default"
                      onClick={() => onChange(a)}
                      aria-label={t('actions.changeLabel', { date: dateOf(a) })}
                    >
                      {t('actions.change')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onCancel(a)}
                    aria-label={t('actions.cancelLabel', { date: dateOf(a) })}
                  >
                    {t('actions.cancel')}
                  </Button>
                </>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

/** Past classes with a recording, each with Watch; 'Nothing to show.' when there are none, a failure with Try again when they could not load. */
export function PastRecordings({
  rows,
  loading,
  failed,
  onRetry,
}: {
  rows: Appointment[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('schedule');
  return (
    <DashboardCard title={t('past.title')} icon={<IconPlayerPlay size={22} />} labelId="past-recordings">
      {loading ? (
        <RowsLoading />
      ) : failed ? (
        <LoadFailed message={t('upcoming.loadFailed')} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('past.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="past-recordings">
          {rows.map((a) => (
            <ClassRow
              key={a.id}
              appointment={a}
              actions={
                <Button
                  component="a"
                  href={a.time_slot.video_record_url!}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  variant="light"
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  aria-label={t('actions.watchLabel', { topic: a.time_slot.training_topic, date: dateOf(a) })}
                >
                  {t('actions.watch')}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
