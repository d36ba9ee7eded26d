import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { QuizBody } from '@owner-portal/contract/training/admin-videos';
import { writeVideo } from '../features/training/training.feature.ts';
import { demoFileRow } from '../features/content/content.feature.ts';
import type { DemoCatalog } from './demo-catalog.ts';
import { DEMO_RESOURCES, DEMO_TEMPLATES, DEMO_VIDEOS, type QuizSpec } from './demo-content-data.ts';

/** Records the committed media files once each; the bytes reach storage through syncDemoMedia. */
async function fileIds(db: Db, now: string): Promise<Map<string, number>> {
  const names = new Set<string>();
  for (const v of DEMO_VIDEOS)
    for (const f of [v.file, v.poster, ...Object.values(v.captions ?? {})]) if (f) names.add(f);
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

/** The data file's short quiz form as the video form sends it. */
const quizBody = (quiz: QuizSpec): QuizBody => ({
  pass_mark_percent: quiz.pass,
  questions: quiz.questions.map((q) => ({
    text: q.text,
    multiple: q.multiple ?? false,
    answers: q.answers.map(([text, is_correct]) => ({ text, is_correct })),
  })),
});

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
    // The admin video form's own write (checklist, quiz, has_videos), inside the seed's transaction.
    await writeVideo(db, v.kind, null, {
      group_id: catalog.groups[v.group],
      lang_code: v.lang,
      title: v.title,
      description: v.description,
      position,
      duration_seconds: v.seconds,
      poster_file_id: v.poster ? files.get(v.poster)! : null,
      source_file_id: v.file ? files.get(v.file)! : null,
      source_url: v.url ?? null,
      checklist: v.checklist ?? [],
      quiz: v.quiz ? quizBody(v.quiz) : null,
      captions: Object.entries(v.captions ?? {}).map(([lang, file]) => ({
        lang_code: lang as 'en' | 'es',
        file_id: files.get(file)!,
      })),
    });
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
}
