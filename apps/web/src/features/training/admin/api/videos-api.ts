import { queryOptions } from '@tanstack/react-query';
import type { VideoBody, VideoDetail } from '@owner-portal/contract/training/admin-videos';
import { VIDEO_KIND_PATHS, type VideoKind } from '@owner-portal/contract/content/video-kinds';
import { api } from '../../../../shared/api/api-client.ts';

export const videoPath = (kind: VideoKind) => `/admin/${VIDEO_KIND_PATHS[kind]}`;
export const videoKeys = (kind: VideoKind) => ['admin', 'videos', kind] as const;

export const videoQuery = (kind: VideoKind, id: number) =>
  queryOptions({
    queryKey: [...videoKeys(kind), 'detail', id],
    queryFn: ({ signal }) => api.get<{ data: VideoDetail }>(`${videoPath(kind)}/${id}`, { signal }),
  });

export const saveVideo = (kind: VideoKind, id: number | null, body: VideoBody) =>
  id === null
    ? api.post<{ data: VideoDetail }>(videoPath(kind), body)
    : api.put<{ data: VideoDetail }>(`${videoPath(kind)}/${id}`, body);
