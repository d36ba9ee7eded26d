import { useQuery } from '@tanstack/react-query';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type {
  AdminSlot,
  ScheduleOptions,
  TrainingLocation,
  TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import { TRAINING_TYPES } from '@owner-portal/contract/schedule/schedule-constants';
import { defineForm } from '../../../shared/admin/define-form.ts';
import type { FormContext, SchemaFormValues } from '../../../shared/admin/form-spec.ts';
import { EASTERN_TIME_ZONE, easternToUtcIso, utcToEastern } from '../../../shared/format/eastern-time.ts';
import { utcToZoned, zonedToUtcIso } from '@owner-portal/contract/eastern-time';
import { locationsQuery, scheduleOptionsQuery } from './api/admin-schedule-api.ts';
import { useSchedulePlace } from './components/use-schedule-place.ts';
import { addDays, easternToday } from './components/week.ts';
import { WeekdayChips } from './components/weekday-chips.tsx';
import './admin-schedule-i18n.ts';

export interface SlotFormData {
  locations: TrainingLocation[];
  /** The location the schedule shows: a new class is held there unless changed. */
  locationId: number;
  options: ScheduleOptions;
  /** A new class's day: tomorrow, Eastern Time. */
  defaultDate: string;
}

/** The region's locations and templates, and where the schedule is, before the form shows. */
function useSlotData(region: TrainingRegion) {
  const { location } = useSchedulePlace();
  const locations = useQuery(locationsQuery(region));
  const options = useQuery(scheduleOptionsQuery(region));
  const current = locations.data?.find((l) => l.slug === location);
  if (!current || !options.data) return { pending: true };
  const data: SlotFormData = {
    locations: locations.data ?? [],
    locationId: current.id,
    options: options.data,
    defaultDate: addDays(easternToday(), 1),
  };
  return { pending: false, data };
}

type Ctx = FormContext<AdminSlot, SlotFormData>;
const adding = ({ mode }: Ctx) => mode === 'add';
const repeating = (ctx: Ctx) => ctx.mode === 'add' && ctx.values.repeat === true;
const idOrNull = (value: unknown) => (value ? Number(value) : null);
const choose = (list: { id: number; name: string }[]) => list.map((x) => ({ value: String(x.id), label: x.name }));

/** The chosen location's own clock (IANA zone). */
const zoneOf = ({ data, values }: Ctx) =>
  data.locations.find((l) => String(l.id) === String(values.location_id))?.time_zone ?? EASTERN_TIME_ZONE;
/** The location keeps another clock than Eastern Time: its time may be entered instead (decision 129). */
const otherClock = (ctx: Ctx) => zoneOf(ctx) !== EASTERN_TIME_ZONE;
const inLocationTime = (ctx: Ctx) => otherClock(ctx) && ctx.values.time_zone === 'location';

/** Switching the clock (two choices: the values are the other one's) shows the same instant in the new one. */
function switchClock(clock: unknown, ctx: Ctx): SchemaFormValues {
  const date = String(ctx.values.date ?? '');
  const time = String(ctx.values.time ?? '');
  if (!date || !time) return {};
  const zone = zoneOf(ctx);
  return clock === 'location'
    ? utcToZoned(easternToUtcIso(date, time), zone)
    : utcToEastern(zonedToUtcIso(date, time, zone));
}

/** Choosing a template fills in its fields; what it leaves empty keeps what was typed. */
function applyTemplate(id: unknown, { data, values }: Ctx): SchemaFormValues {
  const template = data.options.templates.find((x) => String(x.id) === id);
  if (!template) return {};
  return {
    training_topic: template.topic,
    type_name: template.type_name,
    duration_minutes: template.duration_minutes,
    capacity: template.capacity,
    lang_code: template.lang_code,
    class_link: template.class_link ?? values.class_link,
    class_note: template.class_note ?? values.class_note,
  };
}

/**
 * A class: from a template (its fields filled in), one-off or weekly on chosen days until a date;
 * times in Eastern Time. Editing adds the recording link. The server's 422 texts show under their
 * fields (its `repeat.weekdays` and `repeat.until` under the days and the last date).
 */
export const slotForm = (region: TrainingRegion) =>
  defineForm<AdminSlot, SlotFormData>({
    useData: () => useSlotData(region),
    columnsFrom: 'sm',
    errorField: (field) => field.replace(/^repeat\./, ''),
    fields: {
      easternNote: { type: 'note', text: (t) => t('form.easternNote') },
      template_id: {
        type: 'choice',
        label: 'form.template',
        placeholder: 'form.templatePlaceholder',
        when: adding,
        options: ({ data }) => choose(data.options.templates),
        also: applyTemplate,
        // Kept as it was when editing: the form shows it only to a new class.
        send: (value: string) => idOrNull(value),
        props: { searchable: false },
      },
      location_id: {
        type: 'choice',
        label: 'form.location',
        required: true,
        half: true,
        options: ({ data }) => choose(data.locations),
        initial: (data) => data.locationId,
        props: { searchable: false },
      },
      group_id: {
        type: 'choice',
        label: 'form.series',
        placeholder: 'form.seriesAny',
        half: true,
        options: ({ data }) => choose(data.options.groups),
        props: { searchable: false },
      },
      // Staff in Europe enter Hamburg's classes in Hamburg's time (a repeat's weekdays too); the server is told the clock.
      time_zone: {
        type: 'segmented',
        label: 'form.clock',
        when: otherClock,
        initial: () => 'eastern',
        from: () => 'eastern',
        options: (ctx, t) => [
          { value: 'eastern', label: t('form.clockEastern') },
          { value: 'location', label: t('form.clockLocation', { zone: zoneOf(ctx) }) },
        ],
        also: switchClock,
        send: (_: unknown, ctx) => (inLocationTime(ctx) ? zoneOf(ctx) : undefined),
      },
      date: {
        type: 'date',
        label: 'form.date',
        required: true,
        half: true,
        from: (slot) => utcToEastern(slot.time).date,
        initial: (data) => data.defaultDate,
      },
      time: {
        type: 'time',
        label: 'form.time',
        required: true,
        half: true,
        from: (slot) => utcToEastern(slot.time).time,
        initial: () => '10:00',
      },
      training_topic: { label: 'form.topic', required: true, half: true },
      type_name: {
        type: 'select',
        label: 'form.type',
        required: true,
        half: true,
        options: TRAINING_TYPES,
        optionLabel: 'types',
        initial: () => 'Online',
      },
      lang_code: {
        type: 'select',
        label: 'form.language',
        required: true,
        half: true,
        options: LANGUAGE_CODES,
        optionLabel: 'languages',
        initial: () => 'en',
      },
      duration_minutes: {
        type: 'number',
        label: 'form.duration',
        required: true,
        half: true,
        initial: () => 90,
        props: { min: 15, max: 480, step: 15 },
      },
      capacity: {
        type: 'number',
        label: 'form.capacity',
        required: true,
        half: true,
        initial: () => 8,
        props: { min: 1, max: 500 },
      },
      class_link: { type: 'url', label: 'form.link', half: true, props: { placeholder: 'https://' } },
      class_note: { type: 'textarea', label: 'form.note', props: { minRows: 2 } },
      video_record_url: {
        type: 'url',
        label: 'form.recording',
        when: ({ mode }) => mode === 'edit',
        props: { placeholder: 'https://' },
      },
      video_record_url_complete: {
        type: 'checkbox',
        label: 'form.recordingComplete',
        when: ({ mode }) => mode === 'edit',
        send: (done: boolean, { shown }) => (shown ? (done ? 1 : 0) : undefined),
      },
      repeat: {
        type: 'checkbox',
        label: 'form.repeat',
        when: adding,
        // Weekly on the chosen days until the last date, as one part of the body.
        send: (on: boolean, { shown, values }) =>
          shown && on ? { weekdays: (values.weekdays as string[]).map(Number), until: values.until } : undefined,
      },
      weekdays: {
        type: 'custom',
        widget: WeekdayChips,
        label: 'form.weekdays',
        required: true,
        when: repeating,
        initial: () => [],
        send: () => undefined,
      },
      until: { type: 'date', label: 'form.until', required: true, when: repeating, send: () => undefined },
    },
  });
