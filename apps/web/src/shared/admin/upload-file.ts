import type { FileKind, UploadedFile } from '@owner-portal/contract/content/content';
import { API_BASE, ApiError, pickToken } from '../api/api-client.ts';

/**
 * Sends one file as multipart/form-data under `field` (the name a 422 comes back under).
 * The JSON client cannot send a body of bytes, so this is its one multipart sibling, with the same token choice.
 */
export async function uploadFile(kind: FileKind, field: string, file: File): Promise<UploadedFile> {
  const path = `/admin/uploads/${kind}`;
  const form = new FormData();
  form.append(field, file, file.name);
  const { token } = pickToken(path, window.location.pathname);
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body: unknown = await response.json().catch(() => ({ message: response.statusText }));
  if (!response.ok) throw new ApiError(response.status, body);
  return (body as { data: UploadedFile }).data;
}
