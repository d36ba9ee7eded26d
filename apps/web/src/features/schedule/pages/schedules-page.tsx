import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCalendarPlus, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@owner-portal/contract/schedule/schedule';
import { ApiError } from '../../../shared/api/api-client.ts';
import { profileQuery } from '../../account/account.feature.tsx';
import { formatEasternDate, formatEasternTime } from '../../../shared/format/eastern-time.ts';
import { notifyFailure, notifySuccess } from '../../../shared/notifications/notify.ts';
import { failureText } from '../../../shared/i18n/server-text.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import {
  appointmentsQuery,
  machinesQuery,
  useBookTraining,
  useCancelTraining,
  useRescheduleTraining,
} from '../api/schedule-api.ts';
import { PastRecordings, UpcomingTrainings } from '../components/appointment-tables.tsx';
import { ConfirmTrainingModal } from '../components/confirm-training-modal.tsx';
import { TrainingFormModal } from '../components/training-form-modal.tsx';
import { initialValues, type TrainingChoice } from '../components/training-form.ts';
import '../schedule-screens-i18n.ts';
import '../schedule-i18n.ts';

const ended = (a: Appointment) => Date.parse(a.time_slot.time) + a.time_slot.duration_minutes * 60_000 < Date.now();

/**
 * Training Schedule: the company's upcoming live trainings, past recordings, and the new-training
 * flow (form, then confirm). `?machine=ID` opens the form with that machine chosen (pre-training's
 * Schedule Training button).
 */
export function SchedulesPage() {
  const { t, i18n } = useTranslation('schedule');
  const title = useDocumentTitle('schedule-screens:schedules');
  const profile = useQuery(profileQuery());
  const [params, setParams] = useSearchParams();
  const appointments = useQuery(appointmentsQuery());
  const machines = useQuery(machinesQuery());
  const book = useBookTraining();
  const reschedule = useRescheduleTraining();
  const cancel = useCancelTraining();

  const requestedProduct = Number(params.get('machine')) || undefined;
  const [formOpen, setFormOpen] = useState(false);
  const [change, setChange] = useState<Appointment | undefined>();
  const [choice, setChoice] = useState<TrainingChoice | null>(null);
  const [refusal, setRefusal] = useState<{ text: string; full: boolean } | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const showForm = formOpen || (requestedProduct !== undefined && machines.isSuccess && !choice);

  const all = appointments.data ?? [];
  const upcoming = all.filter((a) => !ended(a) && ['booked', 'pending', 'waitlisted'].includes(a.status));
  const recordings = all.filter((a) => ended(a) && a.time_slot.video_record_url && a.status !== 'cancelled');

  const closeForm = () => {
    setFormOpen(false);
    setChange(undefined);
    if (requestedProduct) setParams({}, { replace: true });
  };
  const confirm = async (waitlist: boolean) => {
    if (!choice) return;
    try {
      if (change) {
        await reschedule.mutateAsync({ id: change.id, slot_id: choice.slot.id, phone: choice.phone });
        notifySuccess(t('saved.changed'));
      } else {
        const booked = await book.mutateAsync({
          slot_id: choice.slot.id,
          group_id: choice.machine.group_id,
          product_id: choice.machine.product_id,
          phone: choice.phone,
          ...(waitlist ? { waitlist: true } : {}),
        });
        notifySuccess(
          t(
            `saved.${booked.status === 'pending' ? 'pending' : booked.status === 'waitlisted' ? 'waitlisted' : 'booked'}`,
          ),
        );
      }
      setChoice(null);
      setRefusal(null);
      closeForm();
    } catch (error) {
      const text = failureText(error instanceof ApiError ? (Object.values(error.fieldErrors)[0]?.[0] ?? error) : error);
      setRefusal({ text, full: error instanceof ApiError && error.status === 409 && 'slot_id' in error.fieldErrors });
    }
  };

  // Why "New training" cannot be used, said beside it (a greyed-out button alone tells nothing).
  const unavailable = machines.isError
    ? t('newUnavailable.failed')
    : machines.isSuccess && machines.data.length === 0
      ? t('newUnavailable.none')
      : null;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => setFormOpen(true)}
            disabled={!machines.data?.length}
            aria-describedby={unavailable ? 'new-training-unavailable' : undefined}
          >
            {t('actions.new')}
          </Button>
        }
      />
      {unavailable && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} mb="md" id="new-training-unavailable">
          {unavailable}
        </Alert>
      )}
      <Stack gap="lg">
        <UpcomingTrainings
          rows={upcoming}
          loading={appointments.isPending}
          failed={appointments.isError}
          onRetry={() => void appointments.refetch()}
          onChange={(a) => {
            setChange(a);
            setFormOpen(true);
          }}
          onCancel={setCancelling}
        />
        <PastRecordings
          rows={recordings}
          loading={appointments.isPending}
          failed={appointments.isError}
          onRetry={() => void appointments.refetch()}
        />
      </Stack>
      {showForm && !choice && (
        <TrainingFormModal
          opened
          machines={machines.data ?? []}
          initial={initialValues(i18n.language, profile.data?.phone ?? '', change, requestedProduct, machines.data)}
          change={change}
          onClose={closeForm}
          onNext={(next) => {
            setRefusal(null);
            setChoice(next);
          }}
        />
      )}
      <ConfirmTrainingModal
        choice={choice}
        saving={book.isPending || reschedule.isPending}
        error={refusal?.text ?? null}
        full={refusal?.full ?? false}
        onConfirm={(waitlist) => confirm(waitlist || Boolean(refusal?.full))}
        onDecline={() => {
          setChoice(null);
          setRefusal(null);
        }}
      />
      <ConfirmModal
        opened={cancelling !== null}
        title={t('cancel.title')}
        message={
          cancelling
            ? t('cancel.text', {
                topic: cancelling.time_slot.training_topic,
                date: formatEasternDate(cancelling.time_slot.time),
                time: formatEasternTime(cancelling.time_slot.time),
              })
            : ''
        }
        confirmLabel={t('actions.cancelTraining')}
        cancelLabel={t('actions.keep')}
        closeLabel={t('actions.close')}
        loading={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync(cancelling!.id);
            notifySuccess(t('saved.cancelled'));
            setCancelling(null);
          } catch (error) {
            notifyFailure(
              t('cancel.failedTitle'),
              error instanceof ApiError ? (Object.values(error.fieldErrors)[0]?.[0] ?? error) : error,
            );
          }
        }}
      />
    </>
  );
}
