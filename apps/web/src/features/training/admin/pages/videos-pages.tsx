import { useParams } from 'react-router';
import type { VideoKind } from '@owner-portal/contract/content/content';
import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { videosResource } from '../videos-resource.tsx';

const RESOURCES = {
  pre_training: videosResource('pre_training'),
  training: videosResource('training'),
  post_training: videosResource('post_training'),
} as const;

/** The list of one kind of video, by the admin kit. */
export function VideosPage({ kind }: { kind: VideoKind }) {
  return <AdminResourcePage resource={RESOURCES[kind]} />;
}

/** view/{id} of one kind. */
export function VideoViewRoute({ kind }: { kind: VideoKind }) {
  const { id = '' } = useParams();
  const View = RESOURCES[kind].viewPage!;
  return <View id={id} />;
}

/** edit/{id} of one kind. */
export function VideoEditRoute({ kind }: { kind: VideoKind }) {
  const { id = '' } = useParams();
  const Edit = RESOURCES[kind].editPage!;
  return <Edit id={id} />;
}
