import { Fragment } from 'react';
import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../forms/phone-input.tsx';
import { useFormValidation } from '../forms/use-form-validation.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { EditForm } from './edit-form.tsx';
import type { ResourceFormProps } from './define-resource.ts';
import type { SaveInput } from './resource-api.ts';
import { fieldRules, formFields, initialValues, toBody } from './schema-form-fields.ts';
import type { FormField, SchemaFormSpec, SchemaFormValues } from './schema-form-fields.ts';

interface SchemaFormProps<Row> extends ResourceFormProps<Row, SaveInput<Record<string, unknown>>> {
  spec: SchemaFormSpec<Row>;
  namespace: string;
}

/** The add/edit form of a simple resource, one widget per schema field; labels are `fields.<name>`. */
export function SchemaForm<Row extends { id: number }>({
  spec,
  namespace,
  item,
  onSave,
  onCancel,
}: SchemaFormProps<Row>) {
  const { t } = useTranslation(namespace);
  const fields = formFields(spec);
  const form = useFormValidation<SchemaFormValues>(initialValues(fields, item as Record<string, unknown> | null), {
    rules: fieldRules(fields),
  });
  const submission = useSubmit(form, async (values) => {
    await onSave({ id: item?.id ?? null, body: { ...spec.keep?.(item), ...toBody(fields, values) } });
  });

  const widget = (field: FormField, index: number) => {
    const value = form.values[field.name];
    const common = {
      label: t(`fields.${field.name}`),
      error: form.errors[field.name],
      withAsterisk: field.required && field.type !== 'checkbox',
      'data-autofocus': index === 0 || undefined,
    };
    const text = typeof value === 'string' ? value : '';
    const setText = (next: string) => form.setValue(field.name, next);
    switch (field.type) {
      case 'checkbox':
        return (
          <Checkbox
            {...common}
            checked={value === true}
            onChange={(event) => form.setValue(field.name, event.currentTarget.checked)}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            data={field.options.map((option) => ({ value: option, label: t(`options.${field.name}.${option}`) }))}
            value={text || null}
            onChange={(next) => setText(next ?? '')}
            clearable={!field.required}
            comboboxProps={{ withinPortal: true }}
          />
        );
      case 'phone':
        return <PhoneInput {...common} value={text} onChange={setText} />;
      case 'number':
        return <NumberInput {...common} value={text} onChange={(next) => setText(String(next))} />;
      case 'textarea':
        return (
          <Textarea {...common} autosize minRows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        );
      default:
        return (
          <TextInput
            {...common}
            type={field.type === 'email' ? 'email' : 'text'}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <EditForm form={form} submission={submission} onCancel={onCancel}>
      {fields.map((field, index) => (
        <Fragment key={field.name}>{widget(field, index)}</Fragment>
      ))}
    </EditForm>
  );
}
