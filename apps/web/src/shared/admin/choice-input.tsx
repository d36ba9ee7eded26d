import { MultiSelect, Select } from '@mantine/core';
import type { ComboboxItem } from '@mantine/core';
import type { TFunction } from 'i18next';
import { SearchableSelect } from '../forms/searchable-select.tsx';
import type { ChoiceField, FormContext } from './form-spec.ts';

export interface ChoiceInputProps<Row, Data> {
  field: ChoiceField<Row, Data> & { name: string };
  /** The label, error, asterisk and the declaration's props, as every widget gets them. */
  common: Record<string, unknown>;
  value: unknown;
  onChange: (value: unknown) => void;
  required: boolean;
  ctx: FormContext<Row, Data>;
  t: TFunction;
}

const noOptions = () => ({ data: undefined, isError: false });

/** A choice among options the server gives: found as the user types, or listed once loaded. */
export function ChoiceInput<Row, Data>(props: ChoiceInputProps<Row, Data>) {
  return props.field.search ? <SearchChoice {...props} /> : <ListChoice {...props} />;
}

function SearchChoice<Row, Data>({ field, common, value, onChange, required, ctx }: ChoiceInputProps<Row, Data>) {
  return (
    <SearchableSelect
      {...common}
      loadOptions={field.search!}
      selectedOption={ctx.item ? (field.current?.(ctx.item) ?? null) : null}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => onChange(next ?? '')}
      clearable={field.clearable ?? !required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function ListChoice<Row, Data>({ field, common, value, onChange, required, ctx, t }: ChoiceInputProps<Row, Data>) {
  const useOptions = field.useOptions ?? noOptions;
  const loaded = useOptions();
  const current = ctx.item ? field.current?.(ctx.item) : null;
  // Until the options arrive, the saved choice is the one option, so its name shows.
  const data: ComboboxItem[] = field.options?.(ctx) ?? loaded.data ?? (current ? [current] : []);
  const failed = loaded.isError && field.unavailable;
  const shared = {
    searchable: true,
    comboboxProps: { withinPortal: true },
    ...common,
    data,
    ...(failed ? { description: t(field.unavailable!), disabled: true } : {}),
  };
  if (field.multiple) {
    return <MultiSelect {...shared} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />;
  }
  return (
    <Select
      {...shared}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => onChange(next ?? '')}
      clearable={field.clearable ?? !required}
    />
  );
}
