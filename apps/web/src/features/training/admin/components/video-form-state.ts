import type { VideoBody, VideoDetail } from '@owner-portal/contract/training/admin-videos';

export interface AnswerDraft {
  text: string;
  is_correct: boolean;
}
export interface QuestionDraft {
  text: string;
  multiple: boolean;
  answers: AnswerDraft[];
}
/** The edit form's state: text as typed, lists as edited. */
export interface VideoDraft {
  title: string;
  description: string;
  group_id: string;
  lang_code: string;
  position: string;
  duration_seconds: string;
  source: 'file' | 'url';
  source_file_id: number | null;
  source_file_url: string | null;
  source_url: string;
  poster_file_id: number | null;
  poster_url: string | null;
  checklist: string[];
  has_quiz: boolean;
  pass_mark_percent: string;
  questions: QuestionDraft[];
}

export const blankQuestion = (): QuestionDraft => ({
  text: '',
  multiple: false,
  answers: [
    { text: '', is_correct: true },
    { text: '', is_correct: false },
  ],
});

export function draftOf(
  video: VideoDetail | null,
  defaults: { group_id?: string; lang_code?: string } = {},
): VideoDraft {
  return {
    title: video?.title ?? '',
    description: video?.description ?? '',
    group_id: video ? String(video.group_id) : (defaults.group_id ?? ''),
    lang_code: video?.lang_code ?? defaults.lang_code ?? 'en',
    position: String(video?.position ?? 1),
    duration_seconds: String(video?.duration_seconds ?? 0),
    source: video?.source_url ? 'url' : 'file',
    source_file_id: video?.source_file?.id ?? null,
    source_file_url: video?.source_file?.url ?? null,
    source_url: video?.source_url ?? '',
    poster_file_id: video?.poster?.id ?? null,
    poster_url: video?.poster?.url ?? null,
    checklist: video?.checklist.map((c) => c.text) ?? [],
    has_quiz: Boolean(video?.quiz),
    pass_mark_percent: String(video?.quiz?.pass_mark_percent ?? 80),
    questions:
      video?.quiz?.questions.map((q) => ({
        text: q.text,
        multiple: q.multiple,
        answers: q.answers.map((a) => ({ text: a.text, is_correct: a.is_correct })),
      })) ?? [],
  };
}

const wholeOr = (text: string, fallback: number) => (/^\d+$/.test(text.trim()) ? Number(text) : fallback);

/** The request body; the server checks everything again and names what is wrong. */
export function bodyOf(d: VideoDraft): VideoBody {
  return {
    group_id: wholeOr(d.group_id, 0),
    lang_code: d.lang_code as VideoBody['lang_code'],
    title: d.title,
    description: d.description || null,
    position: wholeOr(d.position, 0),
    duration_seconds: wholeOr(d.duration_seconds, 0),
    poster_file_id: d.poster_file_id,
    source_file_id: d.source === 'file' ? d.source_file_id : null,
    source_url: d.source === 'url' ? d.source_url || null : null,
    checklist: d.checklist,
    quiz: d.has_quiz ? { pass_mark_percent: wholeOr(d.pass_mark_percent, 0), questions: d.questions } : null,
  };
}
