import { Badge, Text } from '@mantine/core';
import type { AdminGroup, AdminTemplate, GroupBody, TemplateBody } from '@owner-portal/contract/products/admin-catalog';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { resourceApi } from '../../../shared/admin/resource-api.ts';
import { contentKeys } from '../../../shared/admin/catalog-options.ts';
import './admin-series-i18n.ts';

type Named = { id: number; name: string };

/** Series (product groups): a plain list of 100 a page; a category is chosen, or made on purpose ("New category…"). */
export const seriesResource = defineResource({
  namespace: 'admin-series',
  area: 'products',
  api: resourceApi<AdminGroup, GroupBody>({ key: contentKeys.groups, path: '/admin/groups' }),
  name: (g) => g.name,
  searchable: true,
  columns: [
    {
      key: 'name',
      sortable: true,
      render: (g) => (
        <Text size="sm" fw={600}>
          {g.name}
        </Text>
      ),
    },
    { key: 'category_name' },
    {
      key: 'flags',
      render: (g, t) => (
        <>
          {(['required', 'has_training', 'requires_rep_approval'] as const)
            .filter((flag) => g[flag])
            .map((flag) => (
              <Badge key={flag} variant="light" size="sm" mr={4}>
                {t(`fields.${flag}`)}
              </Badge>
            ))}
        </>
      ),
    },
    { key: 'products_count', align: 'right' },
    { key: 'videos_count', align: 'right' },
  ],
  form: lazyForm(() => import('./catalog-forms.ts').then((m) => m.seriesForm)),
  closeDeleteOnError: true,
});

const nameForm = lazyForm(() => import('./catalog-forms.ts').then((m) => m.nameForm));

/** A list of names and how many records use each: renamed, or deleted once nothing uses it. */
function namedResource(namespace: string, key: readonly string[], path: string, count: string) {
  return defineResource({
    namespace,
    area: 'products',
    api: resourceApi<Named, { name: string }>({ key, path }),
    name: (x) => x.name,
    searchable: true,
    columns: [
      { key: 'name', sortable: true },
      { key: count, align: 'right' },
    ],
    form: nameForm,
    closeDeleteOnError: true,
  });
}

export const categoriesResource = namedResource(
  'admin-categories',
  contentKeys.categories,
  '/admin/group-categories',
  'groups_count',
);
export const machineTypesResource = namedResource(
  'admin-machine-types',
  contentKeys.machineTypes,
  '/admin/machine-type',
  'products_count',
);

/** Training-class templates: the scheduling screens make slots from them. */
export const templatesResource = defineResource({
  namespace: 'admin-templates',
  area: 'products',
  api: resourceApi<AdminTemplate, TemplateBody>({ key: contentKeys.templates, path: '/admin/template' }),
  name: (x) => x.name,
  searchable: true,
  columns: [
    {
      key: 'name',
      sortable: true,
      render: (x) => (
        <Text size="sm" fw={600}>
          {x.name}
        </Text>
      ),
    },
    { key: 'topic', sortable: true },
    { key: 'type', render: (x, t) => t(`options.type.${x.type}`) },
    { key: 'duration_minutes', align: 'right' },
    { key: 'capacity', align: 'right' },
    { key: 'lang_code', sortable: true, render: (x, t) => t(`options.lang_code.${x.lang_code}`) },
  ],
  form: lazyForm(() => import('./catalog-forms.ts').then((m) => m.templateForm)),
});
