import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSlot,
  Attendee,
  ScheduleOptions,
  SlotCreateBody,
  SlotUpdateBody,
  TrainingLocation,
  TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import { api } from '../../../../shared/api/api-client.ts';

const base = (region: TrainingRegion) => `/admin/training-schedule/${region}`;

export const adminScheduleKeys = {
  region: (region: TrainingRegion) => ['admin-schedule', region] as const,
  locations: (region: TrainingRegion) => ['admin-schedule', region, 'locations'] as const,
  options: (region: TrainingRegion) => ['admin-schedule', region, 'options'] as const,
  slots: (region: TrainingRegion, query: SlotsQuery) => ['admin-schedule', region, 'slots', query] as const,
  attendees: (region: TrainingRegion, slotId: number) => ['admin-schedule', region, 'attendees', slotId] as const,
};

export interface SlotsQuery {
  location: string;
  from: string;
  to: string;
}

export const locationsQuery = (region: TrainingRegion) =>
  queryOptions({
    queryKey: adminScheduleKeys.locations(region),
    queryFn: async ({ signal }) => (await api.get<{ data: TrainingLocation[] }>(`${base(region)}/locations`, { signal })).data,
  });

export const scheduleOptionsQuery = (region: TrainingRegion) =>
  queryOptions({
    queryKey: adminScheduleKeys.options(region),
    queryFn: ({ signal }) => api.get<ScheduleOptions>(`${base(region)}/options`, { signal }),
  });

export const slotsQuery = (region: TrainingRegion, query: SlotsQuery) =>
  queryOptions({
    queryKey: adminScheduleKeys.slots(region, query),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AdminSlot[] }>(`${base(region)}/slots`, { query: { ...query }, signal })).data,
  });

export const attendeesQuery = (region: TrainingRegion, slotId: number) =>
  queryOptions({
    queryKey: adminScheduleKeys.attendees(region, slotId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Attendee[] }>(`${base(region)}/slots/${slotId}/attendees`, { signal })).data,
  });

/** Every change to a region's classes refreshes what the schedule shows of them. */
function useRegionMutation<Input, Output>(region: TrainingRegion, call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: adminScheduleKeys.region(region) }),
  });
}

export const useSaveSlot = (region: TrainingRegion) =>
  useRegionMutation(region, async ({ id, body }: { id: number | null; body: SlotCreateBody | SlotUpdateBody }) =>
    id === null ? api.post(`${base(region)}/slots`, body) : api.put(`${base(region)}/slots/${id}`, body),
  );

export const useCancelSlot = (region: TrainingRegion) =>
  useRegionMutation(region, (id: number) => api.post(`${base(region)}/slots/${id}/cancel`));

export const useApprove = (region: TrainingRegion) =>
  useRegionMutation(region, (appointmentId: number) => api.post(`${base(region)}/appointments/${appointmentId}/approve`));

export const useAttendance = (region: TrainingRegion) =>
  useRegionMutation(region, ({ id, status }: { id: number; status: 'attended' | 'no_show' }) =>
    api.post(`${base(region)}/appointments/${id}/attendance`, { status }),
  );
