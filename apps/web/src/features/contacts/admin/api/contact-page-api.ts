import { queryOptions } from '@tanstack/react-query';
import type { Contact } from '@owner-portal/contract/contacts/contacts';
import type { ContactAppointment } from '@owner-portal/contract/schedule/schedule';
import type { ContactTraining } from '@owner-portal/contract/training/training';
import { api } from '../../../../shared/api/api-client.ts';
import { contactKeys } from './contacts-api.ts';

/** Under contactKeys.all, so a saved or deleted contact refreshes its page too. */
const one = (id: string) => [...contactKeys.all, 'one', id] as const;

/** GET admin/customer_users/{id}: the contact the page is about. */
export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: one(id),
    queryFn: async ({ signal }) => (await api.get<{ data: Contact }>(`/admin/customer_users/${id}`, { signal })).data,
  });

/** GET admin/customer_users/{id}/training: pre-training progress and Ri warranty confirmations, with their times. */
export const contactTrainingQuery = (id: string) =>
  queryOptions({
    queryKey: [...one(id), 'training'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ContactTraining }>(`/admin/customer_users/${id}/training`, { signal })).data,
  });

/** GET admin/customer_users/{id}/appointments: the contact's live classes, attendance included. */
export const contactAppointmentsQuery = (id: string) =>
  queryOptions({
    queryKey: [...one(id), 'appointments'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ContactAppointment[] }>(`/admin/customer_users/${id}/appointments`, { signal })).data,
  });
