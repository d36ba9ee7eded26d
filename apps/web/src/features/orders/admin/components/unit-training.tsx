import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUnit, UnitClass, UnitContactTraining } from '@owner-portal/contract/orders/admin-orders';
import { formatReaderDateTime } from '../../../../shared/format/date-times.ts';
import { SmallTable } from '../../../../shared/table/small-table.tsx';
import '../admin-orders-i18n.ts';

const STATUS_COLOURS: Record<UnitClass['status'], string> = {
  pending: 'yellow',
  booked: 'blue',
  waitlisted: 'grape',
  cancelled: 'gray',
  attended: 'green',
  no_show: 'red',
};

/** A done/not-done fact in words and colour, with its time when done. */
function Stamp({ at, done, notDone }: { at: string | null; done: string; notDone: string }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={at ? 'green' : 'gray'} variant="dot" tt="none" w="max-content">
        {at ? done : notDone}
      </Badge>
      {at && <Text size="xs">{formatReaderDateTime(at)}</Text>}
    </Stack>
  );
}

/** Where the owner's contacts stand with this unit: pre-training, warranty confirmation, live classes. */
export function UnitTraining({ training }: { training: AdminUnit['training'] }) {
  const { t } = useTranslation('admin-orders');
  const contactColumns = [
    {
      key: 'contact',
      label: t('training.contact'),
      render: (c: UnitContactTraining) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>{`${c.first_name} ${c.last_name}`}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {c.email}
          </Text>
        </Stack>
      ),
    },
    ...(training.has_pretraining
      ? [
          {
            key: 'progress',
            label: t('training.progress'),
            render: (c: UnitContactTraining) => (
              <Stack gap={2}>
                <Text size="sm">{t('training.videos', { done: c.videos_complete, count: c.videos_total })}</Text>
                {c.quizzes_total > 0 && (
                  <Text size="sm">{t('training.quizzes', { done: c.quizzes_passed, count: c.quizzes_total })}</Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'acknowledged',
            label: t('training.acknowledged'),
            render: (c: UnitContactTraining) => (
              <Stamp at={c.acknowledged_at} done={t('training.yes')} notDone={t('training.notYet')} />
            ),
          },
          {
            key: 'finished',
            label: t('training.finished'),
            render: (c: UnitContactTraining) => (
              <Stamp at={c.finished_at} done={t('training.finishedBadge')} notDone={t('training.notYet')} />
            ),
          },
        ]
      : []),
    ...(training.warranty_required
      ? [
          {
            key: 'warranty',
            label: t('training.warranty'),
            render: (c: UnitContactTraining) => (
              <Stamp at={c.warranty_confirmed_at} done={t('training.confirmed')} notDone={t('training.notConfirmed')} />
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" id="unit-training" mb="xs">
          {t('training.title')}
        </Title>
        {!training.has_pretraining && (
          <Text size="sm" c="dimmed" mb="xs">
            {t('training.noPretraining')}
          </Text>
        )}
        {training.contacts.length === 0 ? (
          <Text size="sm">{t('training.noContacts')}</Text>
        ) : (
          <SmallTable
            label={t('training.title')}
            minWidth={560}
            verticalSpacing="xs"
            rows={training.contacts}
            rowKey={(c) => c.id}
            columns={contactColumns}
          />
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" id="unit-classes" mb="xs">
          {t('classes.title')}
        </Title>
        {training.classes.length === 0 ? (
          <Text size="sm">{t('classes.empty')}</Text>
        ) : (
          <SmallTable<UnitClass>
            label={t('classes.title')}
            minWidth={560}
            verticalSpacing="xs"
            rows={training.classes}
            rowKey={(c) => c.id}
            columns={[
              { key: 'when', label: t('classes.when'), render: (c) => formatReaderDateTime(c.starts_at) },
              { key: 'topic', label: t('classes.topic'), render: (c) => `${c.training_topic} · ${c.type_name}` },
              { key: 'where', label: t('classes.where'), render: (c) => c.location },
              {
                key: 'contact',
                label: t('training.contact'),
                render: (c) => `${c.contact.first_name} ${c.contact.last_name}`,
              },
              {
                key: 'status',
                label: t('classes.status'),
                render: (c) => (
                  <Badge color={STATUS_COLOURS[c.status]} variant="dot" tt="none" w="max-content">
                    {t(`classes.statuses.${c.status}`)}
                  </Badge>
                ),
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
