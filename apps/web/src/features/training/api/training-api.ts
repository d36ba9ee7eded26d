import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@owner-portal/contract/products/catalog';
import type {
  ChecklistItem,
  CustomerQuiz,
  PretrainingState,
  QuizAnswerBody,
  QuizResult,
  SavedVideo,
  TrainingVideo,
} from '@owner-portal/contract/training/training';
import { api, ApiError } from '../../../shared/api/api-client.ts';

export const trainingKeys = {
  all: ['training'] as const,
  list: (lang: string) => ['training', 'list', lang] as const,
  state: (productId: string, lang: string) => ['training', 'state', productId, lang] as const,
  videos: (productId: string, lang: string) => ['training', 'videos', productId, lang] as const,
  checklist: (videoId: number, lang: string) => ['training', 'checklist', videoId, lang] as const,
  checked: (videoId: number) => ['training', 'checked', videoId] as const,
  quiz: (videoId: number, lang: string) => ['training', 'quiz', videoId, lang] as const,
};

/** GET /api/training: the owned products with pre-training in `lang`, with progress. */
export const pretrainingListQuery = (lang: string) =>
  queryOptions({
    queryKey: trainingKeys.list(lang),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PretrainingState[] }>('/training', { query: { lang_code: lang }, signal })).data,
  });

export const pretrainingStateQuery = (productId: string, lang: string) =>
  queryOptions({
    queryKey: trainingKeys.state(productId, lang),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: PretrainingState }>(`/training/${encodeURIComponent(productId)}`, {
          query: { lang_code: lang },
          signal,
        })
      ).data,
  });

/** GET /api/products/{id}?include=pretraining: the series in order, with the caller's progress. */
export const pretrainingVideosQuery = (productId: string, lang: string) =>
  queryOptions({
    queryKey: trainingKeys.videos(productId, lang),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ProductDetail }>(`/products/${encodeURIComponent(productId)}`, {
          query: { include: 'pretraining', lang_code: lang },
          signal,
        })
      ).data.pretraining ?? [],
  });

export const checklistQuery = (videoId: number, lang: string) =>
  queryOptions({
    queryKey: trainingKeys.checklist(videoId, lang),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ChecklistItem[] }>(`/videos/${videoId}/checklists`, {
          query: { lang_code: lang },
          signal,
        })
      ).data,
  });

export const checkedItemsQuery = (videoId: number) =>
  queryOptions({
    queryKey: trainingKeys.checked(videoId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: number[] }>(`/videos/${videoId}/checklists-customer`, { signal })).data,
  });

export const quizQuery = (videoId: number, lang: string) =>
  queryOptions({
    queryKey: trainingKeys.quiz(videoId, lang),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CustomerQuiz }>(`/videos/${videoId}/quiz`, { query: { lang_code: lang }, signal })).data,
  });

export function useAcknowledge(productId: string, lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { acknowledged: true; vision_acknowledged?: boolean }) =>
      api.post<{ data: PretrainingState }>(`/training/${encodeURIComponent(productId)}/acknowledge`, body, {
        query: { lang_code: lang },
      }),
    onSuccess: ({ data }) => {
      client.setQueryData(trainingKeys.state(productId, lang), data);
      void client.invalidateQueries({ queryKey: trainingKeys.list(lang) });
    },
  });
}

/**
 * POST /api/videos/{id}: the player's report. The saved video that comes back replaces the stored
 * one, in the series list the page reads.
 */
export function useReportProgress(productId: string, lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, time, complete }: { videoId: number; time: number; complete: boolean }) =>
      api.post<{ data: SavedVideo }>(`/videos/${videoId}`, { time, complete }),
    onSuccess: ({ data }) => {
      client.setQueryData<TrainingVideo[]>(trainingKeys.videos(productId, lang), (videos) =>
        videos?.map((v) => (v.id === data.id ? { ...v, progress: { time: data.time, complete: data.complete } } : v)),
      );
    },
  });
}

export function useToggleChecklistItem(videoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['training', 'check', videoId],
    mutationFn: ({ itemId, checked }: { itemId: number; checked: boolean }) =>
      checked
        ? api.put<{ data: number[] }>(`/videos/${videoId}/checklists-customer/${itemId}`)
        : api.delete<{ data: number[] }>(`/videos/${videoId}/checklists-customer/${itemId}`),
    // The tick shows at once; the server's list replaces it when it answers, and a failure undoes it.
    onMutate: async ({ itemId, checked }) => {
      await client.cancelQueries({ queryKey: trainingKeys.checked(videoId) });
      const before = client.getQueryData<number[]>(trainingKeys.checked(videoId));
      client.setQueryData<number[]>(trainingKeys.checked(videoId), (ids = []) =>
        checked ? [...new Set([...ids, itemId])] : ids.filter((id) => id !== itemId),
      );
      return { before };
    },
    onError: (_error, _variables, context) => client.setQueryData(trainingKeys.checked(videoId), context?.before),
    onSuccess: ({ data }) => {
      // With another tick still on its way, its optimistic state stays until it answers.
      if (client.isMutating({ mutationKey: ['training', 'check', videoId] }) <= 1)
        client.setQueryData(trainingKeys.checked(videoId), data);
    },
  });
}

/**
 * POST /api/quiz/{id}/answer. The result's wait before the next attempt goes into the video's quiz,
 * which the panel counts down from; a 429 (the wait still runs) reloads the quiz for the time left.
 */
export function useAnswerQuiz(productId: string, lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, answers }: { videoId: number; quizId: number; answers: QuizAnswerBody['answers'] }) =>
      api.post<{ data: QuizResult }>(`/quiz/${quizId}/answer`, { answers }),
    onError: (error, { videoId }) => {
      if (error instanceof ApiError && error.status === 429)
        void client.invalidateQueries({ queryKey: trainingKeys.quiz(videoId, lang) });
    },
    onSuccess: ({ data }, { videoId, quizId }) => {
      client.setQueryData<CustomerQuiz>(
        trainingKeys.quiz(videoId, lang),
        (quiz) =>
          quiz && {
            ...quiz,
            last_attempt: { score: data.score, passed: data.passed },
            retry_after: data.retry_after,
          },
      );
      if (!data.passed) return;
      client.setQueryData<TrainingVideo[]>(trainingKeys.videos(productId, lang), (videos) =>
        videos?.map((v) => (v.quiz_id === quizId ? { ...v, quiz_passed: true } : v)),
      );
    },
  });
}

/**
 * The end of the pre-training: POST /api/training/{id}/finish (the server checks every video and quiz
 * and mails the next steps), then PUT /api/customer {unlocked_trainings: 1}, whose token the api
 * client stores.
 */
export function useFinishPretraining(productId: string, lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api.post<{ data: PretrainingState }>(`/training/${encodeURIComponent(productId)}/finish`, {
        lang_code: lang,
      });
      // A failure to unlock trainings is only logged, with no user message: the pre-training is finished.
      await api.put<{ token: string }>('/customer', { unlocked_trainings: 1 }).catch((error: unknown) => {
        console.error('unlocking trainings failed', error);
      });
      return data;
    },
    onSuccess: (data) => {
      client.setQueryData(trainingKeys.state(productId, lang), data);
      void client.invalidateQueries({ queryKey: trainingKeys.list(lang) });
    },
  });
}
