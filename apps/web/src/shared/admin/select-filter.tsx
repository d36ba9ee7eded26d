import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTableParams } from '../table/use-table-params.ts';
import '../table/table-i18n.ts';
import type { ResourceFilter } from './define-resource.ts';

/** One of a list's own filters, kept in the URL under its name; cleared, the list shows everything. */
export function SelectFilter({ namespace, filter }: { namespace: string; filter: ResourceFilter }) {
  const { t } = useTranslation(namespace);
  const { params, setFilter } = useTableParams([filter.name]);
  const loaded = filter.useOptions?.();
  return (
    <Select
      label={t(`filters.${filter.name}.label`)}
      placeholder={t('table:all')}
      data={loaded ?? filter.options.map((value) => ({ value, label: t(`filters.${filter.name}.${value}`) }))}
      value={params.filters[filter.name] ?? null}
      onChange={(value) => setFilter(filter.name, value)}
      clearable
      w={180}
    />
  );
}
