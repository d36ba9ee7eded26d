/** Where an uploaded file is served (the content feature's file route). */
export function fileUrl(fileId: number): string {
  return `/api/files/${fileId}`;
}
