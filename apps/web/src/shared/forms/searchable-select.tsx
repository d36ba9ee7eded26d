import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import type { ComboboxItem, SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@owner-portal/contract/constants';
import { Spinner } from '../ui/spinner.tsx';

export interface SearchableSelectProps extends Omit<
  SelectProps,
  'data' | 'searchable' | 'onSearchChange' | 'searchValue'
> {
  /** Loads the options matching the typed text (500 ms after typing stops). */
  loadOptions: (search: string) => Promise<ComboboxItem[]>;
  /** The selected option, so its label shows before any search. */
  selectedOption?: ComboboxItem | null;
}

/** A select that asks the server for matches once typing has paused for 500 ms. */
export function SearchableSelect({ loadOptions, selectedOption, ...props }: SearchableSelectProps) {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [loaded, setLoaded] = useState<{ search: string | null; options: ComboboxItem[] }>({
    search: null,
    options: selectedOption ? [selectedOption] : [],
  });
  const loading = loaded.search !== debounced;
  const options = loaded.options;

  useEffect(() => {
    let cancelled = false;
    loadOptions(debounced)
      .then((found) => {
        if (cancelled) return;
        const keep = selectedOption && !found.some((o) => o.value === selectedOption.value) ? [selectedOption] : [];
        setLoaded({ search: debounced, options: [...keep, ...found] });
      })
      .catch((error: unknown) => {
        console.error('Loading the options failed', error);
        if (!cancelled) setLoaded((current) => ({ ...current, search: debounced }));
      });
    return () => {
      cancelled = true;
    };
    // loadOptions is usually an inline function; a new search is what should reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Select
      {...props}
      searchable
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? t('select.searching') : t('select.nothingFound')}
      rightSection={loading ? <Spinner size="xs" label={t('select.searching')} /> : undefined}
    />
  );
}
