import { sql } from 'kysely';
import {
  isRiWarrantyProduct,
  type SavedVideo,
  type TrainingVideo,
  type VideoSource,
} from '@owner-portal/contract/training/training';
import { isPostgres, type Db } from '../../db/database.ts';
import type { VideoKind } from '../../db/schema.ts';
import { perDatabase, prepareList, prepareQuery } from '../../db/prepared.ts';
import type { FileUrls } from '../../plugins/file-urls.ts';
import { ownedItems } from '../products/products.feature.ts';
import { MAX_PLAYBACK_RATE, PACE_SLACK_SECONDS, pacedProgress, type AcceptedReport } from './progress.rules.ts';

export interface ReachableVideo {
  id: number;
  kind: VideoKind;
  lang_code: string;
  duration_seconds: number;
  group_id: number;
  /** The video's step in its series: its versions in other languages share it, and so its progress. */
  position: number;
  /** Whether the caller's company owns a product of the video's series; another company's video is a 404. */
  owned: boolean;
  /** Whether the caller acknowledged the pre-training warning of a product of the video's series. */
  acknowledged: boolean;
}

/** The player reports every few seconds: these run on every report, so they are compiled once. */
const queries = perDatabase((db) => ({
  video: prepareQuery(
    db,
    (customerId: number, userId: number, videoId: number) =>
      db
        .selectFrom('videos as v')
        .select(['v.id', 'v.kind', 'v.lang_code', 'v.duration_seconds', 'v.group_id', 'v.position'])
        .select((eb) => [
          eb
            .exists(
              ownedItems(db, customerId)
                .innerJoin('products as p', 'p.id', 'fi.product_id')
                // The shared owned-items query knows nothing of the outer `v`; the reference is spelt out.
                .where('p.group_id', '=', sql.ref<number>('v.group_id'))
                .select('fi.id'),
            )
            .as('owned'),
          eb
            .exists(
              eb
                .selectFrom('pretraining_states as ps')
                .innerJoin('products as ap', 'ap.id', 'ps.product_id')
                .whereRef('ap.group_id', '=', 'v.group_id')
                .where('ps.customer_user_id', '=', userId)
                .select('ps.product_id'),
            )
            .as('acknowledged'),
        ])
        .where('v.id', '=', videoId),
    [-101, -102, -103],
  ),
  /** The company's products of a series, each with whether the contact confirmed its warranty list. */
  warranty: prepareList(
    db,
    (customerId: number, userId: number, groupId: number) =>
      ownedItems(db, customerId)
        .innerJoin('products as p', 'p.id', 'fi.product_id')
        .where('p.group_id', '=', groupId)
        .select(['p.id', 'p.name'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('warranty_confirmations as wc')
                .whereRef('wc.product_id', '=', 'p.id')
                .where('wc.customer_user_id', '=', userId)
                .select('wc.product_id'),
            )
            .as('confirmed'),
        ),
    [-101, -102, -103],
  ),
  progress: prepareQuery(
    db,
    (userId: number, groupId: number, kind: string, position: number) =>
      db
        .selectFrom('video_progress')
        .select(['time_seconds', 'complete'])
        .where('customer_user_id', '=', userId)
        .where('group_id', '=', groupId)
        .where('kind', '=', kind as VideoKind)
        .where('position', '=', position),
    [-101, -102, '\0kind', -104],
  ),
  /**
   * One statement, so two reports racing cannot undo each other: a complete video stays complete and
   * only moves forward; an incomplete one takes the reported time. The first report starts the
   * video's clock; a later one is capped by the time since then (pacedProgress, in SQL), so parallel
   * reports all meet the same start.
   */
  save: prepareQuery(
    db,
    (
      userId: number,
      groupId: number,
      kind: string,
      position: number,
      freshTime: number,
      freshComplete: number,
      time: number,
      completeNeeds: number | null,
      now: string,
    ) => {
      const elapsed = isPostgres(db)
        ? sql<number>`cast(extract(epoch from (cast(${now} as timestamptz) - video_progress.started_at)) as double precision)`
        : sql<number>`((julianday(${now}) - julianday(video_progress.started_at)) * 86400.0)`;
      const allowed = sql<number>`((case when ${elapsed} > 0 then ${elapsed} else 0 end) * ${sql.lit(MAX_PLAYBACK_RATE)} + ${sql.lit(PACE_SLACK_SECONDS)})`;
      const reported = sql<number>`cast(${time} as double precision)`;
      const paced = sql<number>`(case when ${reported} <= ${allowed} then ${reported} else ${allowed} end)`;
      return db
        .insertInto('video_progress')
        .values({
          customer_user_id: userId,
          group_id: groupId,
          kind: kind as VideoKind,
          position,
          time_seconds: freshTime,
          complete: freshComplete,
          started_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['customer_user_id', 'group_id', 'kind', 'position'])
            .doUpdateSet((eb) => ({
              time_seconds: paced,
              complete: sql<number>`case when video_progress.complete = 1 then 1 when ${allowed} >= cast(${completeNeeds} as double precision) then 1 else 0 end`,
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .where((eb) =>
              eb.or([
                eb('video_progress.complete', '=', sql.lit(0)),
                eb(paced, '>', eb.ref('video_progress.time_seconds')),
              ]),
            ),
        )
        .returning(['time_seconds', 'complete']);
    },
    [-101, -102, '\0kind', -104, -105.25, -105.5, -106.25, -106.5, '\0now'],
  ),
}));

export async function findVideo(
  db: Db,
  caller: { customerId: number | null; userId: number },
  videoId: number,
): Promise<ReachableVideo | undefined> {
  const row = await queries(db).video(caller.customerId ?? -1, caller.userId, videoId);
  return row && { ...row, owned: Boolean(Number(row.owned)), acknowledged: Boolean(Number(row.acknowledged)) };
}

/**
 * Whether the contact may open a series' post-training videos: not while their company owns a
 * Ri 1000/2000 of the series and the contact has confirmed the warranty list of none of them.
 */
export async function postTrainingOpen(
  db: Db,
  caller: { customerId: number | null; userId: number },
  groupId: number,
): Promise<boolean> {
  if (caller.customerId === null) return false;
  const products = await queries(db).warranty(caller.customerId, caller.userId, groupId);
  const ri = products.filter((p) => isRiWarrantyProduct(p.name));
  return ri.length === 0 || ri.some((p) => Boolean(Number(p.confirmed)));
}

/** The video's step: where its progress is kept, the same for each of its languages (decision 128). */
export type VideoStep = Pick<ReachableVideo, 'id' | 'group_id' | 'kind' | 'position'>;

export async function loadProgress(db: Db, userId: number, video: VideoStep): Promise<SavedVideo> {
  const row = await queries(db).progress(userId, video.group_id, video.kind, video.position);
  return { id: video.id, time: row?.time_seconds ?? 0, complete: row?.complete === 1 };
}

/**
 * Stores an accepted report at the pace the contact's start of the video allows, and replies what is
 * now stored.
 */
export async function saveProgress(
  db: Db,
  userId: number,
  video: VideoStep,
  report: AcceptedReport,
): Promise<SavedVideo> {
  const fresh = pacedProgress(report, 0);
  const saved = await queries(db).save(
    userId,
    video.group_id,
    video.kind,
    video.position,
    fresh.time,
    fresh.complete ? 1 : 0,
    report.time,
    report.completeNeeds,
    new Date().toISOString(),
  );
  if (!saved) return loadProgress(db, userId, video);
  return { id: video.id, time: saved.time_seconds, complete: saved.complete === 1 };
}

/**
 * YouTube and Vimeo play in their own players; anything else is a file the browser plays. An
 * uploaded file's URL is signed: the caller reached the video (decision 112).
 */
export function videoSource(
  urls: FileUrls,
  row: { source_key: string | null; source_url: string | null },
): VideoSource | null {
  if (row.source_key !== null) return { kind: 'file', url: urls.signed(row.source_key) };
  if (!row.source_url) return null;
  const host = hostOf(row.source_url);
  if (host === 'youtu.be' || host.endsWith('youtube.com')) return { kind: 'youtube', url: row.source_url };
  if (host.endsWith('vimeo.com')) return { kind: 'vimeo', url: row.source_url };
  return { kind: 'file', url: row.source_url };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * A series' videos of one kind in one language, in order, each with the caller's progress and its
 * files' signed URLs: the caller has passed the checks of the series (owned, the gates).
 */
export async function seriesVideos(
  db: Db,
  options: { userId: number; groupId: number; kind: VideoKind; lang: string; fileUrls: FileUrls },
): Promise<TrainingVideo[]> {
  const { userId, groupId, kind, lang, fileUrls } = options;
  const rows = await db
    .selectFrom('videos as v')
    .leftJoin('video_progress as vp', (join) =>
      join
        .onRef('vp.group_id', '=', 'v.group_id')
        .onRef('vp.kind', '=', 'v.kind')
        .onRef('vp.position', '=', 'v.position')
        .on('vp.customer_user_id', '=', userId),
    )
    .leftJoin('quizzes as q', 'q.video_id', 'v.id')
    .leftJoin('uploaded_files as sf', 'sf.id', 'v.source_file_id')
    .leftJoin('uploaded_files as pf', 'pf.id', 'v.poster_file_id')
    .select([
      'v.id',
      'v.title',
      'v.description',
      'v.position',
      'v.duration_seconds',
      'pf.storage_key as poster_key',
      'sf.storage_key as source_key',
      'v.source_url',
      'q.id as quiz_id',
      'vp.time_seconds',
      'vp.complete',
    ])
    .select((eb) => [
      eb
        .exists(eb.selectFrom('checklist_items as ci').whereRef('ci.video_id', '=', 'v.id').select('ci.id'))
        .as('has_checklist'),
      // A quiz passed in any language's version of the video counts (decision 128).
      eb
        .exists(
          eb
            .selectFrom('quiz_attempts as qa')
            .innerJoin('quizzes as sq', 'sq.id', 'qa.quiz_id')
            .innerJoin('videos as sv', 'sv.id', 'sq.video_id')
            .whereRef('sv.group_id', '=', 'v.group_id')
            .whereRef('sv.kind', '=', 'v.kind')
            .whereRef('sv.position', '=', 'v.position')
            .where('qa.customer_user_id', '=', userId)
            .where('qa.passed', '=', 1)
            .select('qa.id'),
        )
        .as('quiz_passed'),
    ])
    .where('v.kind', '=', kind)
    .where('v.group_id', '=', groupId)
    .where('v.lang_code', '=', lang)
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
  const captions =
    rows.length === 0
      ? []
      : await db
          .selectFrom('video_captions as c')
          .innerJoin('uploaded_files as f', 'f.id', 'c.file_id')
          .select(['c.video_id', 'c.lang_code', 'f.storage_key'])
          .where(
            'c.video_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('c.lang_code')
          .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    position: r.position,
    duration: r.duration_seconds,
    poster: r.poster_key === null ? null : fileUrls.signed(r.poster_key),
    source: videoSource(fileUrls, r),
    // An external player shows its own captions; a <track> only goes with an uploaded file.
    captions:
      r.source_key === null
        ? []
        : captions
            .filter((c) => c.video_id === r.id)
            .map((c) => ({ lang_code: c.lang_code, url: fileUrls.signed(c.storage_key) })),
    has_checklist: Boolean(Number(r.has_checklist)),
    quiz_id: r.quiz_id,
    quiz_passed: Boolean(Number(r.quiz_passed)),
    // Progress made in another language's version may pass this one's end: the player resumes at its end.
    progress: {
      time: r.duration_seconds > 0 ? Math.min(r.time_seconds ?? 0, r.duration_seconds) : (r.time_seconds ?? 0),
      complete: r.complete === 1,
    },
  }));
}
