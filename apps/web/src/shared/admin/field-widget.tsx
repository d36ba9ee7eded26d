import type { ReactNode } from 'react';
import {
  Checkbox,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ComboboxItem } from '@mantine/core';
import type { TFunction } from 'i18next';
import { PhoneInput } from '../forms/phone-input.tsx';
import { ChoiceInput } from './choice-input.tsx';
import { FileUploadField } from './file-upload-field.tsx';
import type {
  ChoiceField,
  CustomField,
  FileField,
  FileValue,
  FormContext,
  FormField,
  NoteField,
  PlainField,
  SelectField,
} from './form-spec.ts';

export interface FieldWidgetProps<Row, Data> {
  field: FormField<Row, Data>;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  label: string;
  required: boolean;
  autofocus: boolean;
  ctx: FormContext<Row, Data>;
  t: TFunction;
  /** Draws a field that holds rows (the rows widget, given by the form to keep the two apart). */
  rows?: () => ReactNode;
}

const TEXT_TYPES: Record<string, string> = { email: 'email', url: 'url', date: 'date', time: 'time' };

function selectOptions<Row, Data>(
  field: SelectField<Row, Data> & { name: string },
  ctx: FormContext<Row, Data>,
  t: TFunction,
) {
  if (typeof field.options === 'function') return field.options(ctx, t);
  const prefix = field.optionLabel ?? `options.${field.name}`;
  return (field.options ?? []).map((option): ComboboxItem => ({ value: option, label: t(`${prefix}.${option}`) }));
}

/** One field of a declared form: the widget its type names, labelled, with its error and hint. */
export function FieldWidget<Row, Data>(props: FieldWidgetProps<Row, Data>) {
  const { field, value, onChange, error, label, required, autofocus, ctx, t } = props;
  const description = typeof field.description === 'function' ? field.description(ctx) : field.description;
  const common = {
    ...(field.hideLabel ? { 'aria-label': label } : { label }),
    description: description ? t(description) : undefined,
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
    error,
    withAsterisk: required,
    'data-autofocus': autofocus || undefined,
    ...field.props,
    // Mantine's dimmed hint fails the 4.5:1 contrast ratio; hints use the text colour.
    styles: { description: { color: 'var(--mantine-color-text)' }, ...(field.props?.styles as object) },
  };
  const text = typeof value === 'string' ? value : '';
  const typed = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);

  switch (field.type) {
    case 'note': {
      const note = field as NoteField<Row, Data>;
      return note.look === 'text' ? (
        <Text fz="sm">{note.text(t, ctx)}</Text>
      ) : (
        <Text size="xs" c="dimmed">
          {note.text(t, ctx)}
        </Text>
      );
    }
    case 'checkbox':
    case 'switch': {
      const Box = field.type === 'switch' ? Switch : Checkbox;
      return (
        <Box
          {...(field.hideLabel ? { 'aria-label': label } : { label })}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
          data-autofocus={autofocus || undefined}
          {...field.props}
        />
      );
    }
    case 'select':
      return (
        <Select
          {...common}
          data={selectOptions(field as SelectField<Row, Data> & { name: string }, ctx, t)}
          value={value === '' || value === null ? null : String(value)}
          // A select that may not be emptied keeps its choice when the chosen option is clicked again.
          onChange={(next) => (next !== null || clearable(field, required) ? onChange(next ?? '') : undefined)}
          clearable={clearable(field, required)}
          allowDeselect={clearable(field, required)}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'segmented':
      return (
        <SegmentedControl
          value={text}
          onChange={onChange}
          data={selectOptions(field as SelectField<Row, Data> & { name: string }, ctx, t)}
          aria-label={label}
          // Halves whose labels wrap: on a phone the longer one is not cut off.
          fullWidth
          styles={{ label: { whiteSpace: 'normal' } }}
          {...field.props}
        />
      );
    case 'choice':
      return (
        <ChoiceInput
          field={field as ChoiceField<Row, Data> & { name: string }}
          common={common}
          value={value}
          onChange={onChange}
          required={required}
          ctx={ctx}
          t={t}
        />
      );
    case 'file': {
      const file = field as FileField<Row, Data> & { name: string };
      return (
        <FileUploadField
          kind={file.file}
          field={file.upload ?? file.name}
          label={label}
          url={(value as FileValue | null)?.url ?? null}
          onUploaded={(uploaded) => onChange({ id: uploaded.id, url: uploaded.url })}
          error={error}
        />
      );
    }
    case 'rows':
      return props.rows?.() ?? null;
    case 'custom': {
      const Widget = (field as CustomField<Row, Data>).widget;
      return <Widget value={value} onChange={onChange} error={error} label={label} required={required} ctx={ctx} />;
    }
    case 'phone':
      return <PhoneInput {...common} value={text} onChange={onChange} />;
    case 'number':
      return <NumberInput {...common} value={value as number | string} onChange={onChange} />;
    case 'textarea':
      return <Textarea autosize minRows={3} {...common} value={text} onChange={typed} />;
    case 'password': {
      const mask = (field as PlainField<Row, Data>).mask;
      return (
        <PasswordInput
          autoComplete="new-password"
          {...common}
          value={text}
          onChange={typed}
          // The mask stands for the saved password: focusing it selects it, so typing replaces it.
          onFocus={(event) => {
            if (mask && event.currentTarget.value === mask) event.currentTarget.select();
          }}
          visibilityToggleButtonProps={{ 'aria-label': t('forms:togglePassword') }}
        />
      );
    }
    default:
      return <TextInput type={TEXT_TYPES[field.type] ?? 'text'} {...common} value={text} onChange={typed} />;
  }
}

const clearable = <Row, Data>(field: FormField<Row, Data>, required: boolean) =>
  (field as SelectField<Row, Data>).clearable ?? !required;
