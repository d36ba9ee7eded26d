import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type {
  AdminSlot,
  SlotCreateBody,
  SlotUpdateBody,
  TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { defineResource, type ResourceContext } from '../../../shared/admin/define-resource.ts';
import type { ResourceApi, SaveInput } from '../../../shared/admin/resource-api.ts';
import { formatEasternDate, formatEasternTime, utcToEastern } from '../../../shared/format/eastern-time.ts';
import type { PagedList } from '../../../shared/table/list-screen.tsx';
import { adminScheduleKeys, locationsQuery, slotsQuery, useCancelSlot, useSaveSlot } from './api/admin-schedule-api.ts';
import { ScheduleToolbar } from './components/schedule-toolbar.tsx';
import { SlotDetail } from './components/slot-detail.tsx';
import { SlotBadges } from './components/slot-summary.tsx';
import { SlotTime } from './components/slot-time.tsx';
import { useSchedulePlace } from './components/use-schedule-place.ts';
import { addDays } from './components/week.ts';
import { WeekView } from './components/week-view.tsx';
import './admin-schedule-i18n.ts';
import '../schedule-screens-i18n.ts';

const AREA = { us: 'trainingScheduleUs', eu: 'trainingScheduleEu' } as const;
const TITLE = { us: 'schedule-screens:adminScheduleUs', eu: 'schedule-screens:adminScheduleEu' } as const;
const ROUTE_NAME = { us: 'admin-training-schedule-us', eu: 'admin-training-schedule-eu' } as const;

const when = (slot: AdminSlot) => `${formatEasternDate(slot.time)} ${formatEasternTime(slot.time)}`;

type SlotInput = SaveInput<SlotCreateBody | SlotUpdateBody>;

/** The shown location's classes of the shown weeks, as the one page of a list the kit reads. */
function slotApi(region: TrainingRegion): ResourceApi<AdminSlot, SlotInput> {
  return {
    key: adminScheduleKeys.region(region),
    useList: () => {
      const { location, week, from, to } = useSchedulePlace();
      const locations = useQuery(locationsQuery(region));
      const known = Boolean(locations.data?.some((l) => l.slug === location));
      const slots = useQuery({ ...slotsQuery(region, { location, from, to }), enabled: known });
      // The week the header shows, by its Eastern days (the request reaches a day beyond on either side).
      const inWeek = slots.data?.filter((slot) => {
        const day = utcToEastern(slot.time).date;
        return day >= week && day < addDays(week, 7);
      });
      const count = inWeek?.length ?? 0;
      const meta = { pagination: { total: count, count, per_page: count, current_page: 1, total_pages: 1 } };
      return {
        data: inWeek && { data: inWeek, meta },
        isPending: slots.isPending,
        isError: slots.isError,
        refetch: slots.refetch,
      };
    },
    // The CSV holds the week the header shows (its Eastern days) at the shown location.
    exportPath: `/admin/training-schedule/${region}/slots/export`,
    useExportQuery: () => {
      const { location, week } = useSchedulePlace();
      return { location, from: week, to: addDays(week, 6) };
    },
    useSave: () => useSaveSlot(region),
    // Staff "delete" a class by cancelling it: its owners are told.
    useDelete: () => useCancelSlot(region),
  };
}

/** The week view: seven days of the shown location's classes, each opening its attendees. */
function WeekBody({ list, ctx }: { list: PagedList<AdminSlot>; ctx: ResourceContext<AdminSlot> }) {
  const { week } = useSchedulePlace();
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {ctx.t('errors.load')}
      </Alert>
    );
  }
  return <WeekView start={week} slots={list.data?.data ?? []} onOpen={ctx.openDetail} />;
}

function scheduleResource(region: TrainingRegion) {
  function Detail({ row, ctx }: { row: AdminSlot; ctx: ResourceContext<AdminSlot> }) {
    return (
      <SlotDetail
        region={region}
        slot={row}
        canUpdate={ctx.can('update')}
        canCancel={ctx.can('delete')}
        onEdit={() => ctx.openEdit(row)}
        onCancelClass={() => ctx.askDelete(row)}
      />
    );
  }

  return defineResource<AdminSlot, SlotInput>({
    namespace: 'admin-schedule',
    title: TITLE[region],
    area: AREA[region],
    routeName: ROUTE_NAME[region],
    api: slotApi(region),
    name: (slot) => slot.training_topic,
    columns: [
      { key: 'date', render: (s) => formatEasternDate(s.time) },
      { key: 'time', render: (s) => <SlotTime time={s.time} region={region} /> },
      { key: 'topic', render: (s) => s.training_topic },
      { key: 'series', render: (s) => s.group_name ?? '' },
      { key: 'language', render: (s, t) => t(`languages.${s.lang_code}`, { defaultValue: s.lang_code }) },
      // The badges wrap onto more lines rather than being cut.
      { key: 'seats', clamp: false, render: (s) => <SlotBadges slot={s} /> },
      {
        key: 'attendees',
        label: 'detail.attendees',
        align: 'right',
        render: (s, t, ctx) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => ctx.openDetail(s)}
            aria-label={t('actions.open', { topic: s.training_topic, date: when(s) })}
          >
            {t('detail.attendees')}
          </Button>
        ),
      },
    ],
    searchable: false,
    // One week's classes, all on one page: no page size to choose.
    paged: false,
    csvName: `training-schedule-${region}`,
    toolbar: () => <ScheduleToolbar region={region} />,
    views: [{ name: 'week', component: WeekBody }, { name: 'list' }],
    detail: Detail,
    form: lazyForm(() => import('./slot-form.ts').then((m) => m.slotForm(region))),
    modalSize: 'lg',
    deleteText: (slot, t) =>
      t('cancel.text', {
        topic: slot.training_topic,
        date: formatEasternDate(slot.time),
        count: slot.seats_taken + slot.waitlist_count,
      }),
  });
}

/** Each region's schedule, declared once, each with its own area and action rule. */
export const SCHEDULE_RESOURCES = { us: scheduleResource('us'), eu: scheduleResource('eu') };
