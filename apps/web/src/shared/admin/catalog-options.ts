import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComboboxItem } from '@mantine/core';
import { api } from '../api/api-client.ts';
import type { Paged } from './resource-api.ts';

/** Query keys of the content lists; a change under one of these refreshes the pickers too. */
export const contentKeys = {
  groups: ['admin', 'groups'] as const,
  categories: ['admin', 'group-categories'] as const,
  machineTypes: ['admin', 'machine-types'] as const,
  accessories: ['admin', 'accessories'] as const,
  products: ['admin', 'products'] as const,
  templates: ['admin', 'templates'] as const,
};

type Named = { id: number; name: string };
const options = (key: readonly unknown[], path: string, perPage: number) =>
  queryOptions({
    queryKey: [...key, 'options'],
    queryFn: ({ signal }) => api.get<Paged<Named>>(path, { query: { per_page: perPage, order_by: 'name' }, signal }),
    select: (page) => page.data.map((row) => ({ value: String(row.id), label: row.name })),
    staleTime: 60_000,
  });

/** Every series (a plain list, 100 a page), as select options. */
export const groupOptions = () => options(contentKeys.groups, '/admin/groups', 100);
export const categoryOptions = () => options(contentKeys.categories, '/admin/group-categories', 100);
export const machineTypeOptions = () => options(contentKeys.machineTypes, '/admin/machine-type', 1000);
export const accessoryOptions = () => options(contentKeys.accessories, '/admin/accessories', 100);

/** The series as a list filter's options (kit `useOptions`). */
export const useGroupOptions = () => useQuery(groupOptions()).data ?? [];

/** A form's choice of series, machine type or accessories (a choice field's `useOptions`). */
export function useGroupChoices() {
  const { data, isError } = useQuery(groupOptions());
  return { data, isError };
}
export function useMachineTypeChoices() {
  const { data, isError } = useQuery(machineTypeOptions());
  return { data, isError };
}
export function useAccessoryChoices() {
  const { data, isError } = useQuery(accessoryOptions());
  return { data, isError };
}

/** GET /api/admin/customers/find?search=: the companies a form's customer choice finds as the user types. */
export async function findCustomerOptions(search: string): Promise<ComboboxItem[]> {
  const reply = await api.get<{ data: Array<{ id: number; company_name: string }> }>('/admin/customers/find', {
    query: { search },
  });
  return reply.data.map((customer) => ({ value: String(customer.id), label: customer.company_name }));
}
