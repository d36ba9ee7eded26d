import { useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyCreateBody, ApiKeyCreated } from '@owner-portal/contract/integration/api-keys';
import { api } from '../../../../shared/api/api-client.ts';
import { resourceApi, type ResourceApi, type SaveInput } from '../../../../shared/admin/resource-api.ts';

const PATH = '/admin/api-keys';
export const apiKeyKeys = { all: ['admin', 'api-keys'] as const };

// The key of the last create, until its dialog is closed: the server shows it once, the page once.
let revealed: ApiKeyCreated | null = null;
const listeners = new Set<() => void>();
const setRevealed = (created: ApiKeyCreated | null) => {
  revealed = created;
  for (const listener of listeners) listener();
};

/** The key just created, to show in the copy-once dialog, and how to forget it. */
export function useRevealedKey(): { created: ApiKeyCreated | null; forget: () => void } {
  const created = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => revealed,
  );
  return { created, forget: () => setRevealed(null) };
}

const rest = resourceApi<ApiKey, ApiKeyCreateBody>({ key: apiKeyKeys.all, path: PATH });

/** List and revoke as every admin resource; create hands the key to the copy-once dialog. */
export const apiKeysApi: ResourceApi<ApiKey, SaveInput<ApiKeyCreateBody>> = {
  ...rest,
  useSave: () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ body }: SaveInput<ApiKeyCreateBody>) => api.post<ApiKeyCreated>(PATH, body),
      onSuccess: (created) => {
        setRevealed(created);
        return client.invalidateQueries({ queryKey: apiKeyKeys.all });
      },
    });
  },
};
