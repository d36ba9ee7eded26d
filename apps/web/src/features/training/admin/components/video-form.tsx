import {
  Alert,
  Button,
  Divider,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { VideoBody, VideoDetail, VideoItem } from '@owner-portal/contract/training/admin-videos';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type { VideoKind } from '@owner-portal/contract/content/content';
import { requiredMessage } from '@owner-portal/contract/validation-rules';
import type { ResourceFormProps } from '../../../../shared/admin/define-resource.ts';
import type { SaveInput } from '../../../../shared/admin/resource-api.ts';
import { ApiError } from '../../../../shared/api/api-client.ts';
import { groupOptions } from '../../../../shared/admin/catalog-options.ts';
import { FileUploadField } from '../../../../shared/admin/file-upload-field.tsx';
import { videoQuery } from '../api/videos-api.ts';
import { videoNamespace } from '../admin-videos-i18n.ts';
import { ChecklistEditor } from './checklist-editor.tsx';
import { QuizEditor } from './quiz-editor.tsx';
import { bodyOf, draftOf, type VideoDraft } from './video-form-state.ts';

interface VideoFormProps {
  kind: VideoKind;
  video: VideoDetail | null;
  save: (body: VideoBody) => Promise<unknown>;
  onCancel: () => void;
}

/** The fields whose 422 texts show under their inputs; any other text is listed above the buttons. */
const INLINE = [
  'title',
  'group_id',
  'lang_code',
  'position',
  'duration_seconds',
  'source_url',
  'source_file_id',
  'poster_file_id',
  'description',
];

/** Title, description, series, language, position, source (upload or URL), poster, checklist and quiz. */
export function VideoForm({ kind, video, save, onCancel }: VideoFormProps) {
  const { t } = useTranslation(videoNamespace(kind));
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<VideoDraft>(() =>
    draftOf(video, { group_id: params.get('group_id') ?? undefined, lang_code: params.get('lang_code') ?? undefined }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const groups = useQuery(groupOptions());
  const set = (patch: Partial<VideoDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // Editing a field clears its error (SPEC point 5).
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) return setErrors({ title: requiredMessage('title') });
    setSaving(true);
    try {
      await save(bodyOf(draft));
    } catch (err) {
      const fields =
        err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      if (!fields) throw err;
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
    } finally {
      setSaving(false);
    }
  };
  const other = Object.entries(errors).filter(
    ([k]) => !INLINE.includes(k) && !k.startsWith('quiz') && !k.startsWith('checklist'),
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('form.title')}
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={errors.title}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label={t('form.description')}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={errors.description}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('form.group_id')}
            data={groups.data ?? []}
            value={draft.group_id || null}
            onChange={(v) => set({ group_id: v ?? '' })}
            error={errors.group_id}
            withAsterisk
            searchable
          />
          <Select
            label={t('form.lang_code')}
            data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`filters.lang_code.${code}`) }))}
            value={draft.lang_code}
            onChange={(v) => set({ lang_code: v ?? 'en' })}
            error={errors.lang_code}
            allowDeselect={false}
            withAsterisk
          />
          <TextInput
            label={t('form.position')}
            inputMode="numeric"
            value={draft.position}
            onChange={(e) => set({ position: e.currentTarget.value })}
            error={errors.position}
            withAsterisk
          />
          <TextInput
            label={t('form.duration_seconds')}
            inputMode="numeric"
            value={draft.duration_seconds}
            onChange={(e) => set({ duration_seconds: e.currentTarget.value })}
            error={errors.duration_seconds}
          />
        </SimpleGrid>
        <SegmentedControl
          value={draft.source}
          onChange={(v) => set({ source: v as VideoDraft['source'], source_url: draft.source_url })}
          data={[
            { value: 'file', label: t('form.sourceFile') },
            { value: 'url', label: t('form.sourceUrl') },
          ]}
          aria-label={t('form.source')}
          // Two halves whose labels wrap: on a phone the longer one is not cut off.
          fullWidth
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        {draft.source === 'file' ? (
          <FileUploadField
            kind="video"
            field="source"
            label={t('form.sourceFile')}
            url={draft.source_file_url}
            onUploaded={(file) => set({ source_file_id: file.id, source_file_url: file.url, source_url: '' })}
            error={errors.source_file_id ?? errors.source_url}
          />
        ) : (
          <TextInput
            label={t('form.sourceUrl')}
            placeholder="https://www.youtube.com/watch?v=… / https://vimeo.com/…"
            value={draft.source_url}
            onChange={(e) => set({ source_url: e.currentTarget.value })}
            error={errors.source_url}
          />
        )}
        <FileUploadField
          kind="image"
          field="poster"
          label={t('form.poster')}
          url={draft.poster_url}
          onUploaded={(file) => set({ poster_file_id: file.id, poster_url: file.url })}
          error={errors.poster_file_id}
        />
        <Divider />
        <ChecklistEditor items={draft.checklist} onChange={(checklist) => set({ checklist })} errors={errors} t={t} />
        <Divider />
        <QuizEditor
          enabled={draft.has_quiz}
          passMark={draft.pass_mark_percent}
          questions={draft.questions}
          onChange={(next) =>
            set({
              ...(next.enabled === undefined ? {} : { has_quiz: next.enabled }),
              ...(next.passMark === undefined ? {} : { pass_mark_percent: next.passMark }),
              ...(next.questions === undefined ? {} : { questions: next.questions }),
            })
          }
          errors={Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('quiz')))}
          t={t}
        />
        {(other.length > 0 || Object.keys(errors).some((k) => k.startsWith('quiz') || k.startsWith('checklist'))) && (
          <Alert color="red" title={t('form.fix')}>
            {[
              ...other,
              ...Object.entries(errors).filter(([k]) => k.startsWith('quiz') || k.startsWith('checklist')),
            ].map(([k, v]) => (
              <div key={k}>{v}</div>
            ))}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={hasErrors}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The kit's add/edit modal form for one kind: an edit loads the whole video (checklist and quiz) first. */
export function VideoModalForm(kind: VideoKind) {
  return function VideoModal({ item, onSave, onCancel }: ResourceFormProps<VideoItem, SaveInput<VideoBody>>) {
    const detail = useQuery({ ...videoQuery(kind, item?.id ?? 0), enabled: item !== null });
    if (item && !detail.data) return null;
    return (
      <VideoForm
        kind={kind}
        video={detail.data?.data ?? null}
        save={(body) => onSave({ id: item?.id ?? null, body })}
        onCancel={onCancel}
      />
    );
  };
}
