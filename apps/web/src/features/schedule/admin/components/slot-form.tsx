import {
  Checkbox,
  Chip,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type {
  AdminSlot,
  ScheduleOptions,
  SlotCreateBody,
  SlotUpdateBody,
  TrainingLocation,
} from '@owner-portal/contract/schedule/schedule';
import { TRAINING_TYPES } from '@owner-portal/contract/schedule/schedule-constants';
import { EditForm } from '../../../../shared/admin/edit-form.tsx';
import { utcToEastern } from '../../../../shared/format/eastern-time.ts';
import { choiceField, numberField, textField } from '../../../../shared/forms/text-field.ts';
import { useFormValidation } from '../../../../shared/forms/use-form-validation.ts';
import { renameFieldErrors, useSubmit } from '../../../../shared/forms/use-submit.ts';
import { weekDays, weekStart } from './week.ts';
import '../admin-schedule-i18n.ts';

export type SlotInput = (SlotCreateBody | SlotUpdateBody) & { id: number | null };

interface Props {
  slot: AdminSlot | null;
  locations: TrainingLocation[];
  locationId: number;
  options: ScheduleOptions;
  defaultDate: string;
  onSave: (input: SlotInput) => Promise<void>;
  onCancel: () => void;
}

type TrainingType = (typeof TRAINING_TYPES)[number];
type LanguageCode = (typeof LANGUAGE_CODES)[number];

type SlotValues = {
  template_id: number | null;
  location_id: number;
  group_id: number | null;
  date: string;
  time: string;
  duration_minutes: number;
  type_name: TrainingType;
  training_topic: string;
  lang_code: LanguageCode;
  capacity: number;
  class_link: string;
  class_note: string;
  video_record_url: string;
  video_record_url_complete: boolean;
  /** A new class repeats weekly on `weekdays` (indexes from the week's first day, comma-separated) until `until`. */
  repeat: boolean;
  weekdays: string;
  until: string;
};

const initial = (slot: AdminSlot | null, locationId: number, date: string): SlotValues => ({
  template_id: slot?.template_id ?? null,
  location_id: slot?.location_id ?? locationId,
  group_id: slot?.group_id ?? null,
  date: slot ? utcToEastern(slot.time).date : date,
  time: slot ? utcToEastern(slot.time).time : '10:00',
  duration_minutes: slot?.duration_minutes ?? 90,
  type_name: (slot?.type_name ?? 'Online') as TrainingType,
  training_topic: slot?.training_topic ?? '',
  lang_code: (slot?.lang_code ?? 'en') as LanguageCode,
  capacity: slot?.capacity ?? 8,
  class_link: slot?.class_link ?? '',
  class_note: slot?.class_note ?? '',
  video_record_url: slot?.video_record_url ?? '',
  video_record_url_complete: slot?.video_record_url_complete === 1,
  repeat: false,
  weekdays: '',
  until: '',
});

const listOf = (weekdays: string) => weekdays.split(',').filter(Boolean);

function toInput(slot: AdminSlot | null, values: SlotValues): SlotInput {
  const { video_record_url, video_record_url_complete, repeat, weekdays, until, ...common } = values;
  if (slot)
    return { id: slot.id, ...common, video_record_url, video_record_url_complete: video_record_url_complete ? 1 : 0 };
  return { id: null, ...common, ...(repeat ? { repeat: { weekdays: listOf(weekdays).map(Number), until } } : {}) };
}

/** The server names the repeat's fields `repeat.weekdays` and `repeat.until`; the form, `weekdays` and `until`. */
const withFormFieldNames = (error: unknown): unknown =>
  renameFieldErrors(error, (field) => field.replace(/^repeat\./, ''));

/**
 * A class: from a template (its fields filled in), one-off or weekly on chosen days until a date;
 * times in Eastern Time. Editing adds the recording link. The server's 422 texts show under their fields.
 */
export function SlotForm({ slot, locations, locationId, options, defaultDate, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation('admin-schedule');
  const form = useFormValidation<SlotValues>(initial(slot, locationId, defaultDate), {
    rules: (values) => ({
      date: ['required'],
      time: ['required'],
      training_topic: ['required'],
      ...(values.repeat ? { weekdays: ['required'], until: ['required'] } : {}),
    }),
  });
  const submission = useSubmit(form, (values) => onSave(toInput(slot, values)), { mapError: withFormFieldNames });
  const { values, errors, setValue: set } = form;

  const applyTemplate = (id: string | null) => {
    const template = options.templates.find((x) => String(x.id) === id);
    if (!template) return set('template_id', null);
    set('template_id', template.id);
    set('training_topic', template.topic);
    set('type_name', template.type_name);
    set('duration_minutes', template.duration_minutes);
    set('capacity', template.capacity);
    set('lang_code', template.lang_code as LanguageCode);
    set('class_link', template.class_link ?? values.class_link);
    set('class_note', template.class_note ?? values.class_note);
  };

  const days = weekDays(weekStart(values.date), i18n.language);
  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      <Text size="xs" c="dimmed">
        {t('form.easternNote')}
      </Text>
      {!slot && (
        <Select
          label={t('form.template')}
          placeholder={t('form.templatePlaceholder')}
          data={options.templates.map((x) => ({ value: String(x.id), label: x.name }))}
          value={values.template_id ? String(values.template_id) : null}
          onChange={applyTemplate}
          clearable
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('form.location')}
          required
          data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          value={String(values.location_id)}
          onChange={(v) => v && set('location_id', Number(v))}
          error={errors.location_id}
        />
        <Select
          label={t('form.series')}
          placeholder={t('form.seriesAny')}
          data={options.groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={values.group_id ? String(values.group_id) : null}
          onChange={(v) => set('group_id', v ? Number(v) : null)}
          clearable
          error={errors.group_id}
        />
        <TextInput label={t('form.date')} type="date" required {...textField(form, 'date')} />
        <TextInput label={t('form.time')} type="time" required {...textField(form, 'time')} />
        <TextInput label={t('form.topic')} required {...textField(form, 'training_topic')} />
        <Select
          label={t('form.type')}
          required
          data={TRAINING_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
          {...choiceField(form, 'type_name')}
        />
        <Select
          label={t('form.language')}
          required
          data={LANGUAGE_CODES.map((x) => ({ value: x, label: t(`languages.${x}`) }))}
          {...choiceField(form, 'lang_code')}
        />
        <NumberInput
          label={t('form.duration')}
          required
          min={15}
          max={480}
          step={15}
          {...numberField(form, 'duration_minutes')}
        />
        <NumberInput label={t('form.capacity')} required min={1} max={500} {...numberField(form, 'capacity')} />
        <TextInput label={t('form.link')} type="url" placeholder="https://" {...textField(form, 'class_link')} />
      </SimpleGrid>
      <Textarea label={t('form.note')} autosize minRows={2} {...textField(form, 'class_note')} />
      {slot ? (
        <>
          <TextInput
            label={t('form.recording')}
            type="url"
            placeholder="https://"
            {...textField(form, 'video_record_url')}
          />
          <Checkbox
            label={t('form.recordingComplete')}
            checked={values.video_record_url_complete}
            onChange={(e) => set('video_record_url_complete', e.currentTarget.checked)}
          />
        </>
      ) : (
        <>
          <Checkbox
            label={t('form.repeat')}
            checked={values.repeat}
            onChange={(e) => set('repeat', e.currentTarget.checked)}
          />
          {values.repeat && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('form.weekdays')}
              </Text>
              <Chip.Group multiple value={listOf(values.weekdays)} onChange={(days) => set('weekdays', days.join(','))}>
                <Group gap={6}>
                  {days.map(({ day, label }, i) => (
                    <Chip key={day} value={String(i)} size="xs">
                      {label.split(/[ ,]/)[0]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {errors.weekdays && (
                <Text size="xs" c="red">
                  {errors.weekdays}
                </Text>
              )}
              <TextInput label={t('form.until')} type="date" required {...textField(form, 'until')} />
            </Stack>
          )}
        </>
      )}
    </EditForm>
  );
}
