import { useState } from 'react';
import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@owner-portal/contract/constants';
import type { SearchResult } from '@owner-portal/contract/search/search';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@owner-portal/contract/search/search-limits';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { searchQuery } from '../api/search-api.ts';
import { resultPath } from './result-path.ts';
import '../search-i18n.ts';

/**
 * The header's search box: a combobox whose listbox groups contacts, companies, units and orders.
 * It asks the server once typing has paused for 500 ms; arrows move through the results, Enter opens
 * one, Escape closes the list. `onOpen` runs after a result is opened (the phone's dialog closes).
 */
export function SearchCombobox({ autoFocus, onOpen }: { autoFocus?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const typed = text.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const enough = debounced.length >= SEARCH_MIN_LENGTH;
  const search = useQuery({ ...searchQuery(debounced), enabled: enough });
  const waiting = typed !== debounced || (enough && search.isFetching);
  const results = enough && !waiting ? (search.data ?? []) : [];

  const open = (path: string) => {
    combobox.closeDropdown();
    setText('');
    void navigate(path);
    onOpen?.();
  };

  let state: string | null = null;
  if (typed.length < SEARCH_MIN_LENGTH) state = t('hint', { count: SEARCH_MIN_LENGTH });
  else if (waiting) state = t('searching');
  else if (search.isError) state = t('failed');
  else if (results.length === 0) state = t('nothing', { text: debounced });

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={open}
      // The list sits under the box on a wide screen and fills the phone's dialog below it.
      width={autoFocus ? 'target' : 360}
      position="bottom-end"
      withinPortal={!autoFocus}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label={t('label')}
          placeholder={t('placeholder')}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          // In the phone's dialog, its focus trap starts here.
          data-autofocus={autoFocus || undefined}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            waiting && typed.length >= SEARCH_MIN_LENGTH ? <Spinner size="xs" label={t('searching')} /> : null
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with nothing chosen opens the first result, as an agent reading a serial expects.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && results[0]) {
              event.preventDefault();
              open(resultPath(results[0]));
            }
          }}
          w={autoFocus ? '100%' : { base: 200, md: 260 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('results')} mah={autoFocus ? undefined : 420} style={{ overflowY: 'auto' }}>
          {state !== null ? (
            <Combobox.Empty>
              <Text size="sm" role="status">
                {state}
              </Text>
            </Combobox.Empty>
          ) : (
            SEARCH_KINDS.map((kind) => {
              const ofKind = results.filter((r) => r.kind === kind);
              if (ofKind.length === 0) return null;
              return (
                <Combobox.Group key={kind} label={t(`kinds.${kind}`)}>
                  {ofKind.map((result) => (
                    <ResultOption key={`${kind}-${result.id}`} result={result} />
                  ))}
                </Combobox.Group>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function ResultOption({ result }: { result: SearchResult }) {
  return (
    <Combobox.Option value={resultPath(result)}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600} truncate>
          {result.title}
        </Text>
      </Group>
      {result.subtitle && (
        <Text size="xs" c="dimmed" truncate>
          {result.subtitle}
        </Text>
      )}
    </Combobox.Option>
  );
}
