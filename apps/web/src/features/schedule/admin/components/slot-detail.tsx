import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSlot, Attendee, TrainingRegion } from '@owner-portal/contract/schedule/schedule';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { formatEasternDate, formatEasternTime } from '../../../../shared/format/eastern-time.ts';
import { notifyFailure, notifySuccess } from '../../../../shared/notifications/notify.ts';
import { SmallTable } from '../../../../shared/table/small-table.tsx';
import { ActionButton } from '../../../../shared/ui/action-button.tsx';
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
        <ActionButton size="xs" onClick={() => act(() => approve.mutateAsync(a.id), t('approved'))}>
          {t('actions.approve')}
        </ActionButton>
      );
    }
    if (!started || !['booked', 'attended', 'no_show'].includes(a.status)) return null;
    return (
      <Group gap={4} wrap="nowrap">
        <ActionButton
          size="xs"
          variant={a.status === 'attended' ? 'filled' : 'light'}
          onClick={() => act(() => attendance.mutateAsync({ id: a.id, status: 'attended' }), t('marked'))}
        >
          {t('actions.attended')}
        </ActionButton>
        <ActionButton
          size="xs"
          color="orange"
          variant={a.status === 'no_show' ? 'filled' : 'light'}
          onClick={() => act(() => attendance.mutateAsync({ id: a.id, status: 'no_show' }), t('marked'))}
        >
          {t('actions.noShow')}
        </ActionButton>
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
        <SmallTable
          label={t('detail.attendees')}
          minWidth={560}
          verticalSpacing="xs"
          rowKey={(a) => a.id}
          rows={attendees.data}
          columns={[
            {
              key: 'name',
              label: t('columns.name'),
              render: (a) => (
                <>
                  <Text size="sm" fw={600}>
                    {a.contact.first_name} {a.contact.last_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.company_name}
                  </Text>
                </>
              ),
            },
            {
              key: 'phone',
              label: t('columns.phone'),
              render: (a) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(a.phone)}</span>,
            },
            {
              key: 'machine',
              label: t('columns.machine'),
              render: (a) => (
                <>
                  <Text size="sm">{a.machine ?? ''}</Text>
                  <Text size="xs" c="dimmed">
                    {a.serial_number ?? ''}
                  </Text>
                </>
              ),
            },
            {
              key: 'status',
              label: t('columns.status'),
              render: (a) => (
                <Badge variant="light" tt="none" miw="max-content">
                  {t(`status.${a.status}`)}
                </Badge>
              ),
            },
            { key: 'actions', label: t('columns.actions'), unlabelledOnCards: true, render: actions },
          ]}
        />
      )}
    </Stack>
  );
}
