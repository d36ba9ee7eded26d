import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminGroup } from '@owner-portal/contract/products/admin-catalog';
import { categoryOptions } from '../../../shared/admin/catalog-options.ts';
import type { FormField } from '../../../shared/admin/form-spec.ts';
import './admin-series-i18n.ts';

/** The select's value that asks for a new category (and shows its name's input). */
export const NEW_CATEGORY = 'new';

/** The categories to choose from, then "New category…": a typo can no longer make one unnoticed. */
function useCategoryChoices() {
  const { t } = useTranslation('admin-series');
  const { data, isError } = useQuery(categoryOptions());
  return { data: data && [...data, { value: NEW_CATEGORY, label: t('newCategory') }], isError };
}

type Fields = Record<string, Omit<FormField<AdminGroup, unknown>, 'name'>>;

/**
 * A series' category: one of the categories (sent as category_id), none, or a new one named in the
 * input that "New category…" shows (sent as new_category_name; the server makes it, decision 129).
 */
export const seriesCategoryFields = {
  category_id: {
    type: 'choice',
    label: 'fields.category_name',
    useOptions: useCategoryChoices,
    current: (g: AdminGroup) =>
      g.category_id && g.category_name ? { value: String(g.category_id), label: g.category_name } : null,
    from: (g: AdminGroup) => (g.category_id ? String(g.category_id) : ''),
    placeholder: 'noCategory',
    unavailable: 'errors.categories',
    send: (value: string) => (value && value !== NEW_CATEGORY ? Number(value) : null),
  },
  new_category_name: {
    type: 'text',
    required: true,
    when: ({ values }: { values: Record<string, unknown> }) => values.category_id === NEW_CATEGORY,
    description: 'newCategoryHint',
  },
} as unknown as Fields;
