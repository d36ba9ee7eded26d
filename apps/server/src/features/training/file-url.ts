/** Where an uploaded file is served (docs/content-model.md: `GET /api/files/{storage_key}`). */
export function fileUrl(storageKey: string): string {
  return `/api/files/${storageKey.split('/').map(encodeURIComponent).join('/')}`;
}
