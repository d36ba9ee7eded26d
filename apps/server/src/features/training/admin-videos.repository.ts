import { sql, type DeleteResult, type SqlBool } from 'kysely';
import { INVALID_CAPTIONS_FILE } from '@owner-portal/contract/training/admin-videos';
import type {
  QuizBody,
  VideoBody,
  VideoDetail,
  VideoItem,
  videoListQuery,
} from '@owner-portal/contract/training/admin-videos';
import type { VideoKind } from '@owner-portal/contract/content/content';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso, toIso } from '../../db/database.ts';
import type { FileUrls } from '../../plugins/file-urls.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';
import { refreshHasVideos } from './has-videos.ts';

type ListQuery = z.infer<typeof videoListQuery>;

function selectVideos(db: Db, kind: VideoKind) {
  return db
    .selectFrom('videos as v')
    .innerJoin('product_groups as g', 'g.id', 'v.group_id')
    .leftJoin('uploaded_files as pf', 'pf.id', 'v.poster_file_id')
    .leftJoin('uploaded_files as sf', 'sf.id', 'v.source_file_id')
    .where('v.kind', '=', kind)
    .select([
      'v.id',
      'v.kind',
      'v.group_id',
      'g.name as group_name',
      'v.lang_code',
      'v.title',
      'v.description',
      'v.position',
      'v.duration_seconds',
      'v.poster_file_id',
      'pf.storage_key as poster_key',
      'pf.content_type as poster_type',
      'v.source_file_id',
      'sf.storage_key as source_key',
      'sf.content_type as source_type',
      'v.source_url',
      'v.updated_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('checklist_items as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.video_id', '=', 'v.id')
        .as('checklist_count'),
      eb.selectFrom('quizzes as q').select('q.id').whereRef('q.video_id', '=', 'v.id').as('quiz_id'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectVideos>['execute']>>[number];

/** Staff who read the video are handed its files' signed URLs (decision 112). */
const fileRef = (urls: FileUrls, id: number | null, key: string | null, type: string | null) =>
  id !== null && key !== null ? { id, url: urls.signed(key), content_type: type ?? '' } : null;

const toItem = (r: Row, urls: FileUrls): VideoItem => ({
  id: r.id,
  kind: r.kind,
  group_id: r.group_id,
  group_name: r.group_name,
  lang_code: r.lang_code,
  title: r.title,
  description: r.description,
  position: r.position,
  duration_seconds: r.duration_seconds,
  poster: fileRef(urls, r.poster_file_id, r.poster_key, r.poster_type),
  source_file: fileRef(urls, r.source_file_id, r.source_key, r.source_type),
  source_url: r.source_url,
  checklist_count: Number(r.checklist_count ?? 0),
  has_quiz: r.quiz_id !== null,
  updated_at: toIso(r.updated_at),
});

/** One kind in one language, optionally one series; each series together, in position order unless asked. */
const videoListSpec = (kind: VideoKind, q: ListQuery): ListSpec => ({
  alias: 'v',
  search: (text) => likeContains(sql.ref('v.title'), text),
  defaultSort: ['v.position', 'asc'],
  groupedBy: 'g.name',
  where: [
    sql<SqlBool>`v.kind = ${kind}`,
    sql<SqlBool>`v.lang_code = ${q.lang_code}`,
    q.group_id !== undefined && sql<SqlBool>`v.group_id = ${q.group_id}`,
  ],
});

export async function listVideos(db: Db, urls: FileUrls, kind: VideoKind, q: ListQuery) {
  const { rows, total } = await listPage(
    selectVideos(db, kind),
    db.selectFrom('videos as v'),
    q,
    videoListSpec(kind, q),
  );
  return { rows: rows.map((r) => toItem(r, urls)), total };
}

export async function findVideo(db: Db, urls: FileUrls, kind: VideoKind, id: number): Promise<VideoDetail | undefined> {
  const row = await selectVideos(db, kind).where('v.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const checklist = await db
    .selectFrom('checklist_items')
    .select(['id', 'text'])
    .where('video_id', '=', id)
    .orderBy('position')
    .execute();
  let quiz: VideoDetail['quiz'] = null;
  if (row.quiz_id !== null) {
    const quizRow = await db
      .selectFrom('quizzes')
      .select(['id', 'pass_mark_percent'])
      .where('id', '=', row.quiz_id)
      .executeTakeFirstOrThrow();
    const questions = await db
      .selectFrom('quiz_questions')
      .select(['id', 'text', 'multiple'])
      .where('quiz_id', '=', quizRow.id)
      .orderBy('position')
      .execute();
    const answers =
      questions.length === 0
        ? []
        : await db
            .selectFrom('quiz_answers')
            .select(['id', 'question_id', 'text', 'is_correct'])
            .where(
              'question_id',
              'in',
              questions.map((q) => q.id),
            )
            .orderBy('position')
            .execute();
    quiz = {
      pass_mark_percent: quizRow.pass_mark_percent,
      questions: questions.map((q) => ({
        id: q.id,
        text: q.text,
        multiple: q.multiple === 1,
        answers: answers
          .filter((a) => a.question_id === q.id)
          .map((a) => ({ id: a.id, text: a.text, is_correct: a.is_correct === 1 })),
      })),
    };
  }
  const captions = await db
    .selectFrom('video_captions as c')
    .innerJoin('uploaded_files as f', 'f.id', 'c.file_id')
    .select(['c.lang_code', 'f.id', 'f.storage_key', 'f.content_type'])
    .where('c.video_id', '=', id)
    .orderBy('c.lang_code')
    .execute();
  return {
    ...toItem(row, urls),
    checklist,
    quiz,
    captions: captions.map((c) => ({
      lang_code: c.lang_code,
      file: { id: c.id, url: urls.signed(c.storage_key), content_type: c.content_type },
    })),
  };
}

/** Which referenced records are missing or of the wrong kind: field → text. */
export async function badReferences(db: Db, body: VideoBody): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (!(await db.selectFrom('product_groups').select('id').where('id', '=', body.group_id).executeTakeFirst())) {
    errors.group_id = ['The selected series does not exist.'];
  }
  const fileIs = async (id: number, kind: 'image' | 'video' | 'captions') =>
    Boolean(
      await db
        .selectFrom('uploaded_files')
        .select('id')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst(),
    );
  if (body.source_file_id && !(await fileIs(body.source_file_id, 'video')))
    errors.source_file_id = ['The source must be an uploaded video.'];
  if (body.poster_file_id && !(await fileIs(body.poster_file_id, 'image')))
    errors.poster_file_id = ['The poster must be an uploaded image.'];
  for (const caption of body.captions) {
    if (!(await fileIs(caption.file_id, 'captions'))) errors.captions = [INVALID_CAPTIONS_FILE];
  }
  return errors;
}

async function removeQuizAndChecklist(db: Db, videoId: number) {
  const quiz = await db.selectFrom('quizzes').select('id').where('video_id', '=', videoId).executeTakeFirst();
  if (quiz) {
    const questions = db.selectFrom('quiz_questions').select('id').where('quiz_id', '=', quiz.id);
    await db.deleteFrom('quiz_answers').where('question_id', 'in', questions).execute();
    await db.deleteFrom('quiz_questions').where('quiz_id', '=', quiz.id).execute();
    await db.deleteFrom('quizzes').where('id', '=', quiz.id).execute();
  }
  await db.deleteFrom('checklist_items').where('video_id', '=', videoId).execute();
  await db.deleteFrom('video_captions').where('video_id', '=', videoId).execute();
}

async function insertQuiz(db: Db, videoId: number, quiz: QuizBody) {
  const { id: quizId } = await db
    .insertInto('quizzes')
    .values({ video_id: videoId, pass_mark_percent: quiz.pass_mark_percent })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [qi, q] of quiz.questions.entries()) {
    const { id: questionId } = await db
      .insertInto('quiz_questions')
      .values({ quiz_id: quizId, position: qi + 1, text: q.text, multiple: q.multiple ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quiz_answers')
      .values(
        q.answers.map((a, ai) => ({
          question_id: questionId,
          position: ai + 1,
          text: a.text,
          is_correct: a.is_correct ? 1 : 0,
        })),
      )
      .execute();
  }
}

/**
 * A video with its whole checklist and quiz, in one transaction: the checklist and quiz are
 * replaced as sent (the edit page sends them whole), and has_videos follows for both series.
 */
export async function saveVideo(db: Db, kind: VideoKind, id: number | null, body: VideoBody): Promise<number> {
  return inTransaction(db, (trx) => writeVideo(trx, kind, id, body));
}

/** saveVideo's writes inside the caller's transaction (the demo seed writes its videos in its own). */
export async function writeVideo(trx: Db, kind: VideoKind, id: number | null, body: VideoBody): Promise<number> {
  const now = nowIso();
  const values = {
    kind,
    group_id: body.group_id,
    lang_code: body.lang_code,
    title: body.title,
    description: body.description ?? null,
    position: body.position,
    duration_seconds: body.duration_seconds,
    poster_file_id: body.poster_file_id ?? null,
    source_file_id: body.source_file_id ?? null,
    source_url: body.source_file_id ? null : (body.source_url ?? null),
    updated_at: now,
  };
  let videoId = id;
  const groups = [body.group_id];
  if (videoId === null) {
    videoId = (
      await trx
        .insertInto('videos')
        .values({ ...values, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    const before = await trx
      .selectFrom('videos')
      .select('group_id')
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    groups.push(before.group_id);
    await trx.updateTable('videos').set(values).where('id', '=', videoId).execute();
    await removeQuizAndChecklist(trx, videoId);
  }
  if (body.checklist.length > 0) {
    await trx
      .insertInto('checklist_items')
      .values(body.checklist.map((text, i) => ({ video_id: videoId, position: i + 1, text })))
      .execute();
  }
  if (body.quiz) await insertQuiz(trx, videoId, body.quiz);
  if (body.captions.length > 0) {
    await trx
      .insertInto('video_captions')
      .values(body.captions.map((c) => ({ video_id: videoId, lang_code: c.lang_code, file_id: c.file_id })))
      .execute();
  }
  await refreshHasVideos(trx, [...new Set(groups)]);
  return videoId;
}

export function deleteVideo(db: Db, id: number, groupId: number): Promise<DeleteResult> {
  return inTransaction(db, async (trx) => {
    await removeQuizAndChecklist(trx, id);
    const deleted = await trx.deleteFrom('videos').where('id', '=', id).executeTakeFirst();
    await refreshHasVideos(trx, [groupId]);
    return deleted;
  });
}
