import { Badge, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSlot } from '@owner-portal/contract/schedule/schedule';
import { formatEasternDate, formatEasternTime } from '../../../../shared/format/eastern-time.ts';
import '../admin-schedule-i18n.ts';

/** Seats taken of the capacity, the waitlist and bookings to approve: a class at a glance. */
export function SlotBadges({ slot }: { slot: AdminSlot }) {
  const { t } = useTranslation('admin-schedule');
  if (slot.cancelled) return <Badge color="gray">{t('cancelledBadge')}</Badge>;
  return (
    <Group gap={4}>
      <Badge variant="light" tt="none" color={slot.seats_taken >= slot.capacity ? 'orange' : 'teal'}>
        {t('seats', { taken: slot.seats_taken, capacity: slot.capacity })}
      </Badge>
      {slot.waitlist_count > 0 && <Badge variant="light" tt="none" color="grape">{t('waiting', { count: slot.waitlist_count })}</Badge>}
      {slot.pending_count > 0 && <Badge variant="light" tt="none" color="yellow">{t('pending', { count: slot.pending_count })}</Badge>}
      {slot.video_record_url && <Badge variant="outline" tt="none">{t('recordingBadge')}</Badge>}
    </Group>
  );
}

/** One class in the week view: a button that opens its attendees. */
export function SlotCard({ slot, onOpen }: { slot: AdminSlot; onOpen: (slot: AdminSlot) => void }) {
  const { t } = useTranslation('admin-schedule');
  return (
    <UnstyledButton
      onClick={() => onOpen(slot)}
      p="xs"
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
        opacity: slot.cancelled ? 0.6 : 1,
      }}
    >
      {/* Named by hidden text, not aria-label: a label without the card's visible words fails
          WCAG 2.5.3 (as the header's user menu). The card's words are for sighted staff to scan. */}
      <VisuallyHidden>
        {t('actions.open', {
          topic: slot.training_topic,
          date: `${formatEasternDate(slot.time)} ${formatEasternTime(slot.time)}`,
        })}
      </VisuallyHidden>
      <Box aria-hidden>
        <Text size="xs" fw={700}>
          {formatEasternTime(slot.time)}
        </Text>
        <Text size="sm" lineClamp={2}>
          {slot.training_topic}
        </Text>
        <Text size="xs" c="dimmed">
          {slot.group_name ?? ''} · {slot.lang_code.toUpperCase()}
        </Text>
        <SlotBadges slot={slot} />
      </Box>
    </UnstyledButton>
  );
}
