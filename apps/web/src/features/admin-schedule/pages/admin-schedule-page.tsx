import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { canPerform } from '@owner-portal/contract/permissions';
import type { AdminSlot, TrainingRegion } from '@owner-portal/contract/schedule';
import { AddButton } from '../../../shared/admin/add-button.tsx';
import { notifyFailure, notifySuccess } from '../../../shared/notifications/notify.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { formatEasternDate } from '../../../shared/format/eastern-time.ts';
import {
  locationsQuery,
  scheduleOptionsQuery,
  slotsQuery,
  useCancelSlot,
  useSaveSlot,
} from '../api/admin-schedule-api.ts';
import { SlotDetail } from '../components/slot-detail.tsx';
import { SlotForm } from '../components/slot-form.tsx';
import { SlotList } from '../components/slot-list.tsx';
import { WeekView } from '../components/week-view.tsx';
import { addDays, easternToday, isDay, weekStart } from '../components/week.ts';
import '../../shell/shell-i18n.ts';
import '../admin-schedule-i18n.ts';

const AREA_TITLE = { us: 'shell:admin.trainingScheduleUs', eu: 'shell:admin.trainingScheduleEu' } as const;
const ROUTE_NAME = { us: 'admin-training-schedule-us', eu: 'admin-training-schedule-eu' } as const;

/**
 * /admin/training-schedule-{us|eu}/{location}: a location's classes by week or as a list; staff who
 * may (SPEC point 6: not tech) create classes from templates, edit, move and cancel them, approve
 * bookings and mark attendance. The week and view live in the URL.
 */
export function AdminSchedulePage({ region }: { region: TrainingRegion }) {
  const { t } = useTranslation('admin-schedule');
  const title = useDocumentTitle(AREA_TITLE[region]);
  const { location } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const role = useSession().user?.role ?? '';
  const may = (action: 'create' | 'update' | 'delete') => canPerform(role, action, ROUTE_NAME[region]);

  const week = weekStart(isDay(params.get('week')) ? params.get('week')! : easternToday());
  const view = params.get('view') === 'list' ? 'list' : 'week';
  const locations = useQuery(locationsQuery(region));
  const options = useQuery(scheduleOptionsQuery(region));
  const current = locations.data?.find((l) => l.slug === location);
  // A day either side: Eastern evenings fall on the next UTC day.
  const range =
    view === 'week'
      ? { from: addDays(week, -1), to: addDays(week, 7) }
      : { from: addDays(week, -1), to: addDays(week, 28) };
  const slots = useQuery({ ...slotsQuery(region, { location: location ?? '', ...range }), enabled: Boolean(current) });
  const save = useSaveSlot(region);
  const cancel = useCancelSlot(region);

  const [open, setOpen] = useState<AdminSlot | null>(null);
  const [editing, setEditing] = useState<{ slot: AdminSlot | null } | null>(null);
  const [cancelling, setCancelling] = useState<AdminSlot | null>(null);

  if (locations.isSuccess && !current && locations.data[0]) {
    return <Navigate to={`/admin/training-schedule-${region}/${locations.data[0].slug}`} replace />;
  }
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next);
  };
  const shown = slots.data ?? [];
  const openSlot = shown.find((s) => s.id === open?.id) ?? open;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          may('create') && options.data ? (
            <AddButton label={t('actions.add')} onClick={() => setEditing({ slot: null })} />
          ) : null
        }
      />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('location')}
          data={(locations.data ?? []).map((l) => ({ value: l.slug, label: l.name }))}
          value={location ?? null}
          onChange={(slug) => slug && navigate(`/admin/training-schedule-${region}/${slug}?${params.toString()}`)}
          allowDeselect={false}
          w={240}
        />
        <SegmentedControl
          aria-label={t('views.label')}
          value={view}
          onChange={(v) => setParam('view', v)}
          data={[
            { value: 'week', label: t('views.week') },
            { value: 'list', label: t('views.list') },
          ]}
        />
        <Group gap={4}>
          <Button
            variant="default"
            size="sm"
            onClick={() => setParam('week', addDays(week, -7))}
            aria-label={t('week.previous')}
          >
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" size="sm" onClick={() => setParam('week', weekStart(easternToday()))}>
            {t('week.today')}
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={() => setParam('week', addDays(week, 7))}
            aria-label={t('week.next')}
          >
            <IconChevronRight size={16} aria-hidden />
          </Button>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('week.of', { date: formatEasternDate(`${week}T17:00:00Z`) })}
        </Text>
      </Group>
      {view === 'week' && slots.isError ? (
        <Alert color="red" role="alert">
          {t('list.loadFailed')}
        </Alert>
      ) : view === 'week' ? (
        <WeekView start={week} slots={shown} onOpen={setOpen} />
      ) : (
        <SlotList title={title} slots={shown} loading={slots.isPending} failed={slots.isError} onOpen={setOpen} />
      )}

      <Modal
        opened={openSlot !== null && editing === null && cancelling === null}
        onClose={() => setOpen(null)}
        title={openSlot?.training_topic ?? ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {openSlot && (
          <SlotDetail
            region={region}
            slot={openSlot}
            canUpdate={may('update')}
            canCancel={may('delete')}
            onEdit={() => setEditing({ slot: openSlot })}
            onCancelClass={() => setCancelling(openSlot)}
          />
        )}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.slot ? t('form.editTitle') : t('form.addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing && current && options.data && (
          <SlotForm
            slot={editing.slot}
            locations={locations.data ?? []}
            locationId={current.id}
            options={options.data}
            defaultDate={addDays(easternToday(), 1)}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              await save.mutateAsync(input);
              notifySuccess(input.id === null ? t('added') : t('saved'));
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={cancelling !== null}
        title={t('cancel.title')}
        message={
          cancelling
            ? t('cancel.text', {
                topic: cancelling.training_topic,
                date: formatEasternDate(cancelling.time),
                count: cancelling.seats_taken + cancelling.waitlist_count,
              })
            : ''
        }
        confirmLabel={t('actions.cancelClass')}
        cancelLabel={t('actions.keep')}
        closeLabel={t('actions.close')}
        loading={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync(cancelling!.id);
            notifySuccess(t('cancelled'));
            setCancelling(null);
            setOpen(null);
          } catch (error) {
            notifyFailure(t('errors.action'), error);
          }
        }}
      />
    </>
  );
}
