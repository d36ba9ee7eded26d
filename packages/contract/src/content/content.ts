import { z } from 'zod';
import { fieldLabel } from '../validation.ts';

/**
 * The back-office content model's vocabulary (docs/content-model.md): kinds of videos,
 * resources and files, upload limits, training-class types.
 */

export { RESUMABLE_VIDEO_PATH, VIDEO_KINDS, VIDEO_KIND_PATHS, type VideoKind } from './video-kinds.ts';

export const RESOURCE_KINDS = ['resource', 'post_training_resource'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** What an upload may be; the type is read from the file's first bytes, never from its name. */
export const FILE_KINDS = ['image', 'pdf', 'video', 'captions'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const MB = 1024 * 1024;
export const UPLOAD_LIMITS: Record<FileKind, number> = {
  image: 5 * MB,
  pdf: 20 * MB,
  video: 2 * 1024 * MB,
  captions: 1 * MB,
};

/** The content types each kind accepts, as sniffed from the bytes. */
export const FILE_TYPES: Record<FileKind, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/webp'],
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/webm'],
  captions: ['text/vtt'],
};

/** Image uploads are stored as a thumbnail no wider or taller than this (sharp, WebP). */
export const THUMBNAIL_MAX_PX = 640;

export const TRAINING_TYPES = ['online', 'onsite', 'showroom'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** External players a video's source_url may point at. */
export const VIDEO_URL_PATTERN =
  /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/)[\w-]{6,}|youtu\.be\/[\w-]{6,}|(player\.)?vimeo\.com\/(video\/)?\d+)/;

const KIND_NAMES: Record<FileKind, string> = {
  image: 'a PNG, JPEG or WebP image',
  pdf: 'a PDF document',
  video: 'an MP4 or WebM video',
  captions: 'a WebVTT captions file',
};
const sizeText = (bytes: number) => (bytes >= 1024 * MB ? `${bytes / (1024 * MB)} GB` : `${bytes / MB} MB`);

/** A tus upload's id: 32 hex digits, chosen by the server. */
export const RESUMABLE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The refusals of a resumable upload that are the protocol's, not the file's. */
export const resumableMessages = {
  version: 'A resumable upload needs the header Tus-Resumable: 1.0.0.',
  request: (detail: string) => `The resumable upload request is not valid: ${detail}.`,
  offset: 'The upload offset does not match the bytes received; ask for the offset and resume from there.',
  gone: 'This upload has expired or was cancelled. Start it again.',
};

/** The 422 texts of an upload; each names the form field, as every field error does ('File is required.'). */
export const uploadMessages = {
  missing: (field: string) => `${fieldLabel(field)} is required.`,
  wrongType: (field: string, kind: FileKind) => `${fieldLabel(field)} must be ${KIND_NAMES[kind]}.`,
  tooLarge: (field: string, kind: FileKind) =>
    `${fieldLabel(field)} may not be larger than ${sizeText(UPLOAD_LIMITS[kind])}.`,
  unreadable: (field: string) => `${fieldLabel(field)} could not be read as an image.`,
  malformed: 'The upload is not a well-formed multipart/form-data body with one file.',
  fileName: (field: string) => `${fieldLabel(field)} has a name with control characters.`,
};

export const uploadedFile = z.object({
  id: z.number().int(),
  kind: z.enum(FILE_KINDS),
  url: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  original_name: z.string().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const uploadedFileReply = z.object({ data: uploadedFile });

/** The URL a stored file is served at. */
/** Where an uploaded file is served: `GET /api/files/{storage_key}`, each path segment encoded. */
export const fileUrl = (storageKey: string) => `/api/files/${storageKey.split('/').map(encodeURIComponent).join('/')}`;
