import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { ACKNOWLEDGE_FIRST_MESSAGE, WARRANTY_REQUIRED_MESSAGE } from '@owner-portal/contract/training/training';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../plugins/access.ts';
import { fieldError, forbidden, HttpError, notFound } from '../../plugins/http-errors.ts';
import { findVideo, postTrainingOpen, type ReachableVideo } from './videos.repository.ts';

/**
 * A video the caller may use: one of a series their company owns a product of (another company's is
 * a 404), and no pre-training for subsidiary 3. An unknown id is a 404 to a read and a 422 to a write,
 * whose field error names the video as bad input. Writes to a pre-training video wait for the warning
 * to be acknowledged; a Ri 1000/2000 post-training video is closed to reads and writes alike until the
 * contact confirms the warranty list.
 */
export async function reachVideo(
  db: Db,
  auth: AuthContext,
  videoId: number,
  mode: 'read' | 'write',
): Promise<ReachableVideo> {
  const caller = { customerId: auth.customerId, userId: auth.accountId };
  const video = await findVideo(db, caller, videoId);
  if (!video) throw mode === 'write' ? fieldError('video', 'The selected video is invalid.') : notFound();
  if (!video.owned) throw notFound();
  if (video.kind === 'pre_training') {
    if (isEuropeanSubsidiary(auth.subsidiaryId)) throw forbidden();
    if (mode === 'write' && !video.acknowledged) throw new HttpError(403, ACKNOWLEDGE_FIRST_MESSAGE);
  }
  if (video.kind === 'post_training' && !(await postTrainingOpen(db, caller, video.group_id)))
    throw new HttpError(403, WARRANTY_REQUIRED_MESSAGE);
  return video;
}
