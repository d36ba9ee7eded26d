import { useMutation, useQuery } from '@tanstack/react-query';
import { LANGUAGE_CODES } from '@owner-portal/contract/constants';
import { api } from '../../../shared/api/api-client.ts';
import { applyLanguage, i18n } from '../../../shared/i18n/i18n.ts';
import { notifyError } from '../../../shared/notifications/notify.ts';
import { usePainted } from '../../../shared/ui/after-first-paint.tsx';
import '../languages-i18n.ts';

export interface Language {
  code: string;
  title: string;
}

const LANGUAGE_TITLES: Record<string, string> = { en: 'English', es: 'Español' };
const FALLBACK: Language[] = LANGUAGE_CODES.map((code) => ({ code, title: LANGUAGE_TITLES[code] ?? code }));

export const languagesQuery = {
  queryKey: ['languages'] as const,
  queryFn: async () => (await api.get<{ data: Language[] }>('/languages')).data,
  staleTime: Infinity,
};

/** GET /api/languages, once the first screen is painted; the two built-in languages until it answers. */
export function useLanguages(): Language[] {
  const { data } = useQuery({ ...languagesQuery, enabled: usePainted() });
  return data && data.length > 0 ? data : FALLBACK;
}

/**
 * Stores the language on the user (PUT /api/customer or PUT /api/admin/update), then switches the
 * interface. The reply's new token replaces the stored one (the API client does that). A failed save
 * says so and leaves the interface in the language that is still stored (only logging the failure
 * left people believing a choice had been kept when it had not).
 */
export function useChangeLanguage(kind: 'customer' | 'staff') {
  return useMutation({
    mutationFn: (code: string) =>
      kind === 'staff'
        ? api.put<{ token: string }>('/admin/update', { lang_code: code })
        : api.put<{ token: string }>('/customer', { lang_code: code }),
    onSuccess: (_reply, code) => applyLanguage(code),
    onError: (error) => {
      console.error('Saving the language failed', error);
      notifyError(i18n.t('languages:failed.title'), i18n.t('languages:failed.text'));
    },
  });
}
