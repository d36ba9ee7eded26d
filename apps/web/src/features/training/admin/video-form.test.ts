import { describe, expect, it } from 'vitest';
import type { VideoDetail } from '@owner-portal/contract/training/admin-videos';
import { formFields, initialValues, toBody } from '../../../shared/admin/schema-form-fields.ts';
import type { SchemaFormValues } from '../../../shared/admin/form-spec.ts';
import { embedUrl } from './components/video-player.tsx';
import { VIDEO_FORMS } from './video-form.ts';

// The declared form's values for a video (or a new one in a list's series and language), and its body.
const fields = formFields(VIDEO_FORMS.pre_training);
const draftOf = (item: VideoDetail | null, data: { group_id?: string; lang_code?: string } = {}) =>
  initialValues(fields, { mode: item ? 'edit' : 'add', item, data });
const bodyOf = (values: SchemaFormValues) => toBody(fields, { mode: 'edit', item: video, data: {}, values });

const video: VideoDetail = {
  id: 7,
  kind: 'pre_training',
  group_id: 3,
  group_name: 'Embroidery Machines',
  lang_code: 'es',
  title: 'Enhebrado',
  description: null,
  position: 2,
  duration_seconds: 8,
  poster: null,
  source_file: { id: 11, url: '/api/files/demo/clip.mp4', content_type: 'video/mp4' },
  source_url: null,
  checklist_count: 1,
  has_quiz: true,
  updated_at: '2026-11-22T00:00:00.000Z',
  checklist: [{ id: 1, text: 'Enhebrar' }],
  captions: [],
  quiz: {
    pass_mark_percent: 100,
    questions: [{ id: 1, text: '¿?', multiple: false, answers: [{ id: 1, text: 'Sí', is_correct: true }] }],
  },
};

describe('the video form', () => {
  it('round-trips a video into the body the API takes', () => {
    expect(bodyOf(draftOf(video))).toEqual({
      group_id: 3,
      lang_code: 'es',
      title: 'Enhebrado',
      description: null,
      position: 2,
      duration_seconds: 8,
      poster_file_id: null,
      source_file_id: 11,
      source_url: null,
      checklist: ['Enhebrar'],
      quiz: {
        pass_mark_percent: 100,
        questions: [{ text: '¿?', multiple: false, answers: [{ text: 'Sí', is_correct: true }] }],
      },
      captions: [],
    });
  });

  it('sends the captions of each language as one list, and keeps the saved ones', () => {
    const captioned = {
      ...video,
      captions: [
        { lang_code: 'es', file: { id: 21, url: '/api/files/captions/a.vtt?exp=1&sig=x', content_type: 'text/vtt' } },
      ],
    };
    const draft = { ...draftOf(captioned), captions_en: { id: 22, url: '/api/files/captions/b.vtt' } };
    expect(bodyOf(draft)).toMatchObject({
      captions: [
        { lang_code: 'en', file_id: 22 },
        { lang_code: 'es', file_id: 21 },
      ],
    });
  });

  it('sends only the chosen source and no quiz when it is switched off', () => {
    const draft = {
      ...draftOf(video),
      source: 'url',
      source_url: 'https://vimeo.com/76979871',
      has_quiz: false,
    };
    expect(bodyOf(draft)).toMatchObject({ source_file_id: null, source_url: 'https://vimeo.com/76979871', quiz: null });
  });

  it('starts a new video in the list filter’s series and language', () => {
    expect(draftOf(null, { group_id: '4', lang_code: 'es' })).toMatchObject({
      group_id: '4',
      lang_code: 'es',
      position: '1',
      checklist: [],
    });
  });
});

describe('embedUrl', () => {
  it('turns YouTube and Vimeo pages into their players, and nothing else', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrl('https://evil.example/v.mp4')).toBeNull();
  });
});
