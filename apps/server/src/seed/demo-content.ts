import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { refreshHasVideos } from '../features/admin-videos/has-videos.ts';
import { demoFileRow } from '../features/uploads/demo-media.ts';
import type { DemoCatalog } from './demo-catalog.ts';
import { DEMO_RESOURCES, DEMO_TEMPLATES, DEMO_VIDEOS, type QuizSpec } from './demo-content-data.ts';

/** Records the committed media files once each; the bytes reach storage through syncDemoMedia. */
async function fileIds(db: Db, now: string): Promise<Map<string, number>> {
  const names = new Set<string>();
  for (const v of DEMO_VIDEOS) for (const f of [v.file, v.poster]) if (f) names.add(f);
  for (const r of DEMO_RESOURCES) if (r.file) names.add(r.file);
  const ids = new Map<string, number>();
  for (const name of [...names].sort()) {
    const row = await db
      .insertInto('uploaded_files')
      .values(demoFileRow(name, now))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(name, row.id);
  }
  return ids;
}

async function addQuiz(db: Db, videoId: number, quiz: QuizSpec) {
  const { id: quizId } = await db
    .insertInto('quizzes')
    .values({ video_id: videoId, pass_mark_percent: quiz.pass })
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
        q.answers.map(([text, ok], ai) => ({
          question_id: questionId,
          position: ai + 1,
          text,
          is_correct: ok ? 1 : 0,
        })),
      )
      .execute();
  }
}

/** Training-class templates, videos with checklists and quizzes, and product resources, in en and es. */
export async function seedDemoContent(db: Db, catalog: DemoCatalog): Promise<void> {
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  await db
    .insertInto('training_templates')
    .values(DEMO_TEMPLATES.map((t) => ({ ...t, ...stamps })))
    .execute();
  const files = await fileIds(db, now);
  const positions = new Map<string, number>();
  for (const v of DEMO_VIDEOS) {
    const series = `${v.kind}/${v.group}/${v.lang}`;
    const position = (positions.get(series) ?? 0) + 1;
    positions.set(series, position);
    const { id } = await db
      .insertInto('videos')
      .values({
        kind: v.kind,
        group_id: catalog.groups[v.group],
        lang_code: v.lang,
        title: v.title,
        description: v.description,
        position,
        duration_seconds: v.seconds,
        poster_file_id: v.poster ? files.get(v.poster)! : null,
        source_file_id: v.file ? files.get(v.file)! : null,
        source_url: v.url ?? null,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (v.checklist) {
      await db
        .insertInto('checklist_items')
        .values(v.checklist.map((text, i) => ({ video_id: id, position: i + 1, text })))
        .execute();
    }
    if (v.quiz) await addQuiz(db, id, v.quiz);
  }
  for (const [i, r] of DEMO_RESOURCES.entries()) {
    await db
      .insertInto('product_resources')
      .values({
        product_id: catalog.products[r.product],
        lang_code: r.lang,
        kind: r.kind,
        title: r.title,
        file_id: r.file ? files.get(r.file)! : null,
        link_url: r.link ?? null,
        position: i + 1,
        ...stamps,
      })
      .execute();
  }
  await refreshHasVideos(db);
}
