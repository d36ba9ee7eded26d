import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

/** GET /api/customer: the signed-in contact's own record. */
export interface CustomerProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  lang_code: string;
  unlocked_trainings: number;
  customer: { id: number; company_name: string; subsidiary_id: number } | null;
}

export const accountKeys = { profile: ['account', 'profile'] as const };

export async function fetchProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  return (await api.get<{ data: CustomerProfile }>('/customer', { signal })).data;
}

export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });
