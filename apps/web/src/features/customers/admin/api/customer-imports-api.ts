import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerImport,
  ImportMapping,
  ImportPreviewRow,
} from '@owner-portal/contract/customers/customer-imports';
import { API_BASE, ApiError, api, apiDownload, pickToken } from '../../../../shared/api/api-client.ts';
import { saveBlob } from '../../../../shared/table/save-blob.ts';

const PATH = '/admin/customer-imports';

export const importKeys = {
  all: ['admin', 'customer-imports'] as const,
  current: () => [...importKeys.all, 'current'] as const,
  one: (id: number) => [...importKeys.all, id] as const,
  preview: (id: number, mapping: ImportMapping) => [...importKeys.all, id, 'preview', mapping] as const,
};

/** A running import is asked again every second, so the bar moves; a finished one is not. */
const isRunning = (imp: CustomerImport | null | undefined) => imp?.status === 'queued' || imp?.status === 'running';

/** The staff member's running (else latest started) import: the page finds it again after a reload. */
export const currentImportQueryOptions = () =>
  queryOptions({
    queryKey: importKeys.current(),
    queryFn: async ({ signal }) => (await api.get<{ data: CustomerImport | null }>(`${PATH}/current`, { signal })).data,
  });

export function useImportProgress(id: number | null) {
  return useQuery({
    queryKey: importKeys.one(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<{ data: CustomerImport }>(`${PATH}/${id}`, { signal })).data,
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export function useImportPreview(id: number, mapping: ImportMapping) {
  return useQuery({
    queryKey: importKeys.preview(id, mapping),
    queryFn: async ({ signal }) =>
      (await api.post<{ data: ImportPreviewRow[] }>(`${PATH}/${id}/preview`, { mapping }, { signal })).data,
    retry: false,
    placeholderData: (previous) => previous,
  });
}

/** Sends the spreadsheet as multipart/form-data (the JSON client sends no bytes), with the same token choice. */
async function uploadSheet(file: File): Promise<CustomerImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { token } = pickToken(PATH, window.location.pathname);
  const response = await fetch(`${API_BASE}${PATH}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body: unknown = await response.json().catch(() => ({ message: response.statusText }));
  if (!response.ok) throw new ApiError(response.status, body);
  return (body as { data: CustomerImport }).data;
}

export const useUploadSheet = () => useMutation({ mutationFn: uploadSheet });

export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; mapping: ImportMapping; invite: boolean }) =>
      (
        await api.post<{ data: CustomerImport }>(`${PATH}/${input.id}/start`, {
          mapping: input.mapping,
          invite: input.invite,
        })
      ).data,
    onSuccess: (started) => {
      client.setQueryData(importKeys.one(started.id), started);
      void client.invalidateQueries({ queryKey: importKeys.current() });
    },
  });
}

/** The rejected rows as CSV, headers and reasons in the reader's language. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (input: { id: number; lang: string }) => {
      const file = await apiDownload(`${PATH}/${input.id}/rejections`, { query: { lang_code: input.lang } });
      saveBlob(file.blob, file.filename ?? 'rejected-rows.csv');
    },
  });
}
