import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSlot, Attendee, TrainingRegion } from '@owner-portal/contract/schedule';
import { formatPhone } from '@owner-portal/contract/validation';
import { formatEasternDate, formatEasternTime } from '../../../shared/format/eastern-time.ts';
import { notifyFailure, notifySuccess } from '../../../shared/notifications/notify.ts';
import { attendeesQuery, useApprove, useAttendance } from '../api/admin-schedule-api.ts';
import { SlotBadges } from './slot-summary.tsx';
import '../admin-schedule-i18n.ts';

interface Props {
  region: TrainingRegion;
  slot: AdminSlot;
  canUpdate: boolean;
  canCancel: boolean;
  onEdit: () => void;
  onCancelClass: () => void;
}

/** A class's facts and its attendees with phone, machine and serial; approve and mark attendance. */
export function SlotDetail({ region, slot, canUpdate, canCancel, onEdit, onCancelClass }: Props) {
  const { t } = useTranslation('admin-schedule');
  const attendees = useQuery(attendeesQuery(region, slot.id));
  const approve = useApprove(region);
  const attendance = useAttendance(region);
  const [openedAt] = useState(() => Date.now());
  const started = Date.parse(slot.time) <= openedAt;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notifySuccess(done);
      await attendees.refetch();
    } catch (error) {
      notifyFailure(t('errors.action'), error);
    }
  };

  const actions = (a: Attendee) => {
    if (!canUpdate) return null;
    if (a.status === 'pending') {
      return (
        <Button size="xs" onClick={() => act(() => approve.mutateAsync(a.id), t('approved'))}>
          {t('actions.approve')}
        </Button>
      );
    }
    if (!started || !['booked', 'attended', 'no_show'].includes(a.status)) return null;
    return (
      <Group gap={4} wrap="nowrap">
        <Button
          size="xs"
          variant={a.status === 'attended' ? 'filled' : 'light'}
          onClick={() => act(() => attendance.mutateAsync({ id: a.id, status: 'attended' }), t('marked'))}
        >
          {t('actions.attended')}
        </Button>
        <Button
          size="xs"
          color="orange"
          variant={a.status === 'no_show' ? 'filled' : 'light'}
          onClick={() => act(() => attendance.mutateAsync({ id: a.id, status: 'no_show' }), t('marked'))}
        >
          {t('actions.noShow')}
        </Button>
      </Group>
    );
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>
        {formatEasternDate(slot.time)} {formatEasternTime(slot.time)} · {slot.location.name}
      </Text>
      <Text size="sm">
        {slot.group_name ?? ''} · {t(`languages.${slot.lang_code}`, { defaultValue: slot.lang_code })} ·{' '}
        {t(`types.${slot.type_name}`, { defaultValue: slot.type_name })}
      </Text>
      <SlotBadges slot={slot} />
      {slot.class_link && (
        <Anchor href={slot.class_link} target="_blank" rel="noopener noreferrer" size="sm">
          {slot.class_link}
        </Anchor>
      )}
      {!slot.cancelled && (canUpdate || canCancel) && (
        <Group gap="xs">
          {canUpdate && (
            <Button size="xs" variant="default" onClick={onEdit}>
              {t('actions.edit')}
            </Button>
          )}
          {canCancel && !started && (
            <Button size="xs" color="red" variant="light" onClick={onCancelClass}>
              {t('actions.cancelClass')}
            </Button>
          )}
        </Group>
      )}
      <Title order={3} size="h5" mt="sm">
        {t('detail.attendees')}
      </Title>
      {attendees.isError && (
        <Text c="red" size="sm">
          {t('detail.attendeesFailed')}
        </Text>
      )}
      {attendees.isSuccess && attendees.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('detail.noAttendees')}
        </Text>
      )}
      {attendees.isSuccess && attendees.data.length > 0 && (
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('detail.attendees')}
        >
          <Table verticalSpacing="xs" aria-label={t('detail.attendees')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.phone')}</Table.Th>
                <Table.Th>{t('columns.machine')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attendees.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {a.contact.first_name} {a.contact.last_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {a.company_name}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(a.phone)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.machine ?? ''}</Text>
                    <Text size="xs" c="dimmed">
                      {a.serial_number ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none" miw="max-content">
                      {t(`status.${a.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{actions(a)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
