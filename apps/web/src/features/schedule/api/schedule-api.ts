import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, BookingBody, OpenSlot, TrainingMachine } from '@owner-portal/contract/schedule/schedule';
import { api } from '../../../shared/api/api-client.ts';

export const scheduleKeys = {
  all: ['schedule'] as const,
  appointments: ['schedule', 'appointments'] as const,
  machines: ['schedule', 'machines'] as const,
  slots: (query: SlotQuery) => ['schedule', 'slots', query] as const,
};

export interface SlotQuery {
  group_id?: number;
  lang_code?: string;
  type_name?: string;
}

/** GET training/appointments: the company's trainings, cancelled ones left out. */
export const appointmentsQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.appointments,
    queryFn: async ({ signal }) => (await api.get<{ data: Appointment[] }>('/training/appointments', { signal })).data,
  });

export const machinesQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.machines,
    queryFn: async ({ signal }) => (await api.get<{ data: TrainingMachine[] }>('/training/machines', { signal })).data,
  });

export const openSlotsQuery = (query: SlotQuery) =>
  queryOptions({
    queryKey: scheduleKeys.slots(query),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: OpenSlot[] }>('/training/slots', { query: { ...query }, signal })).data,
    enabled: query.group_id !== undefined,
  });

/** POST training/book; the error goes to the caller, which shows it in the confirm dialog. */
export function useBookTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BookingBody) => (await api.post<{ data: Appointment }>('/training/book', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

/** PUT training/appointments/{id}: the same booking, another class. */
export function useRescheduleTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: number; slot_id: number; phone: string }) =>
      (await api.put<{ data: Appointment }>(`/training/appointments/${id}`, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useCancelTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<{ data: Appointment }>(`/training/appointments/${id}/cancel`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
