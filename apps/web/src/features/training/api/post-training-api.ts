import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@owner-portal/contract/products/catalog';
import type { PostTrainingState } from '@owner-portal/contract/training/training';
import { api, apiDownload } from '../../../shared/api/api-client.ts';
import { saveBlob } from '../../../shared/table/save-blob.ts';

export const postTrainingKeys = {
  list: (lang: string) => ['post-training', 'list', lang] as const,
  state: (productId: string, lang: string) => ['post-training', 'state', productId, lang] as const,
  content: (productId: string, lang: string) => ['post-training', 'content', productId, lang] as const,
};

export const postTrainingListQuery = (lang: string) =>
  queryOptions({
    queryKey: postTrainingKeys.list(lang),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PostTrainingState[] }>('/post-training', { query: { lang_code: lang }, signal })).data,
  });

export const postTrainingStateQuery = (productId: string, lang: string) =>
  queryOptions({
    queryKey: postTrainingKeys.state(productId, lang),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: PostTrainingState }>(`/post-training/${encodeURIComponent(productId)}`, {
          query: { lang_code: lang },
          signal,
        })
      ).data,
  });

/**
 * The post-training videos and resources, their files' URLs signed for this reader. A Ri 1000/2000's
 * are refused (403) until the warranty list is confirmed, so the page asks only once it is open.
 */
export const postTrainingContentQuery = (productId: string, lang: string) =>
  queryOptions({
    queryKey: postTrainingKeys.content(productId, lang),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ProductDetail }>(`/products/${encodeURIComponent(productId)}`, {
          query: { include: 'post_training_videos,post_training_resources', lang_code: lang },
          signal,
        })
      ).data,
  });

export function useConfirmWarranty(productId: string, lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ data: PostTrainingState }>(
        `/post-training/${encodeURIComponent(productId)}/warranty`,
        { confirmed: true },
        { query: { lang_code: lang } },
      ),
    onSuccess: ({ data }) => client.setQueryData(postTrainingKeys.state(productId, lang), data),
  });
}

/** The server's warranty PDF, in the interface language, saved as a download. */
export function useDownloadWarranty(productId: string, lang: string) {
  return useMutation({
    mutationFn: () =>
      apiDownload(`/post-training/${encodeURIComponent(productId)}/warranty.pdf`, { query: { lang_code: lang } }),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? `warranty-${lang}.pdf`),
  });
}
