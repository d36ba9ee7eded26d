import { useState } from 'react';
import {
  Button,
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
} from '@owner-portal/contract/schedule';
import { TRAINING_TYPES } from '@owner-portal/contract/schedule-constants';
import { ApiError } from '../../../shared/api/api-client.ts';
import { utcToEastern } from '../../../shared/format/eastern-time.ts';
import { translateServerText } from '../../../shared/i18n/server-text.ts';
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

const initial = (slot: AdminSlot | null, locationId: number, date: string) => ({
  template_id: slot?.template_id ?? null,
  location_id: slot?.location_id ?? locationId,
  group_id: slot?.group_id ?? null,
  date: slot ? utcToEastern(slot.time).date : date,
  time: slot ? utcToEastern(slot.time).time : '10:00',
  duration_minutes: slot?.duration_minutes ?? 90,
  type_name: (slot?.type_name ?? 'Online') as (typeof TRAINING_TYPES)[number],
  training_topic: slot?.training_topic ?? '',
  lang_code: (slot?.lang_code ?? 'en') as (typeof LANGUAGE_CODES)[number],
  capacity: slot?.capacity ?? 8,
  class_link: slot?.class_link ?? '',
  class_note: slot?.class_note ?? '',
  video_record_url: slot?.video_record_url ?? '',
  video_record_url_complete: (slot?.video_record_url_complete ?? 0) as 0 | 1,
});

/**
 * A class: from a template (its fields filled in), one-off or weekly on chosen days until a date;
 * times in Eastern Time. Editing adds the recording link. The server's 422 texts show under their fields.
 */
export function SlotForm({ slot, locations, locationId, options, defaultDate, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation('admin-schedule');
  const [values, setValues] = useState(() => initial(slot, locationId, defaultDate));
  const [repeat, setRepeat] = useState(false);
  const [weekdays, setWeekdays] = useState<string[]>([]);
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const applyTemplate = (id: string | null) => {
    const template = options.templates.find((x) => String(x.id) === id);
    if (!template) return set('template_id', null);
    setValues((v) => ({
      ...v,
      template_id: template.id,
      training_topic: template.topic,
      type_name: template.type_name,
      duration_minutes: template.duration_minutes,
      capacity: template.capacity,
      lang_code: template.lang_code as (typeof LANGUAGE_CODES)[number],
      class_link: template.class_link ?? v.class_link,
      class_note: template.class_note ?? v.class_note,
    }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const { video_record_url, video_record_url_complete, ...common } = values;
    const input: SlotInput = slot
      ? { id: slot.id, ...common, video_record_url, video_record_url_complete }
      : { id: null, ...common, ...(repeat ? { repeat: { weekdays: weekdays.map(Number), until } } : {}) };
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        // In the reader's language: the catalogue has the schedule's own texts (a past date, a repeat end).
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, translateServerText(v[0] ?? '')])),
        );
      } else throw error;
    } finally {
      setSaving(false);
    }
  };

  const days = weekDays(weekStart(values.date), i18n.language);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
          <TextInput
            label={t('form.date')}
            type="date"
            required
            value={values.date}
            onChange={(e) => set('date', e.currentTarget.value)}
            error={errors.date}
          />
          <TextInput
            label={t('form.time')}
            type="time"
            required
            value={values.time}
            onChange={(e) => set('time', e.currentTarget.value)}
            error={errors.time}
          />
          <TextInput
            label={t('form.topic')}
            required
            value={values.training_topic}
            onChange={(e) => set('training_topic', e.currentTarget.value)}
            error={errors.training_topic}
          />
          <Select
            label={t('form.type')}
            required
            data={TRAINING_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
            value={values.type_name}
            onChange={(v) => v && set('type_name', v as (typeof TRAINING_TYPES)[number])}
            error={errors.type_name}
          />
          <Select
            label={t('form.language')}
            required
            data={LANGUAGE_CODES.map((x) => ({ value: x, label: t(`languages.${x}`) }))}
            value={values.lang_code}
            onChange={(v) => v && set('lang_code', v as (typeof LANGUAGE_CODES)[number])}
            error={errors.lang_code}
          />
          <NumberInput
            label={t('form.duration')}
            required
            min={15}
            max={480}
            step={15}
            value={values.duration_minutes}
            onChange={(v) => set('duration_minutes', Number(v))}
            error={errors.duration_minutes}
          />
          <NumberInput
            label={t('form.capacity')}
            required
            min={1}
            max={500}
            value={values.capacity}
            onChange={(v) => set('capacity', Number(v))}
            error={errors.capacity}
          />
          <TextInput
            label={t('form.link')}
            type="url"
            placeholder="https://"
            value={values.class_link}
            onChange={(e) => set('class_link', e.currentTarget.value)}
            error={errors.class_link}
          />
        </SimpleGrid>
        <Textarea
          label={t('form.note')}
          autosize
          minRows={2}
          value={values.class_note}
          onChange={(e) => set('class_note', e.currentTarget.value)}
          error={errors.class_note}
        />
        {slot ? (
          <>
            <TextInput
              label={t('form.recording')}
              type="url"
              placeholder="https://"
              value={values.video_record_url}
              onChange={(e) => set('video_record_url', e.currentTarget.value)}
              error={errors.video_record_url}
            />
            <Checkbox
              label={t('form.recordingComplete')}
              checked={values.video_record_url_complete === 1}
              onChange={(e) => set('video_record_url_complete', e.currentTarget.checked ? 1 : 0)}
            />
          </>
        ) : (
          <>
            <Checkbox label={t('form.repeat')} checked={repeat} onChange={(e) => setRepeat(e.currentTarget.checked)} />
            {repeat && (
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  {t('form.weekdays')}
                </Text>
                <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
                  <Group gap={6}>
                    {days.map(({ day, label }, i) => (
                      <Chip key={day} value={String(i)} size="xs">
                        {label.split(/[ ,]/)[0]}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                {errors['repeat.weekdays'] && (
                  <Text size="xs" c="red">
                    {errors['repeat.weekdays']}
                  </Text>
                )}
                <TextInput
                  label={t('form.until')}
                  type="date"
                  required
                  value={until}
                  onChange={(e) => setUntil(e.currentTarget.value)}
                  error={errors['repeat.until']}
                />
              </Stack>
            )}
          </>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
