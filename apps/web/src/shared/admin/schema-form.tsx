import { use, useEffect, useMemo, useState } from 'react';
import { Center } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormValidation } from '../forms/use-form-validation.ts';
import { renameFieldErrors, useSubmit } from '../forms/use-submit.ts';
import { Spinner } from '../ui/spinner.tsx';
import { isLazyForm } from './define-form.ts';
import type { LazyForm } from './define-form.ts';
import { EditForm } from './edit-form.tsx';
import { FieldWidget } from './field-widget.tsx';
import { FormLayout } from './form-layout.tsx';
import type { SaveInput } from './resource-api.ts';
import { RowsInput } from './rows-input.tsx';
import type { RowFieldArgs } from './rows-input.tsx';
import { fieldRules, formFields, initialValues, isRequired, isShown, toBody } from './schema-form-fields.ts';
import type { FormContext, FormField, FormSpec, RowsField, SchemaFormValues } from './form-spec.ts';

export interface SchemaFormProps<Row> {
  spec: FormSpec<Row> | LazyForm<Row>;
  /** The resource's namespace: labels are `fields.<name>` unless a field names its own key. */
  namespace: string;
  /** The record to edit, or null to add one. */
  item: Row | null;
  onSave: (input: SaveInput<SchemaFormValues>) => Promise<void>;
  /** Without it there is no Cancel (a form on a page of its own). */
  onCancel?: () => void;
}

const noData = () => ({ pending: false });
const rootOf = (key: string) => key.split('.')[0] ?? key;
const idOf = (item: unknown) => ((item as { id?: unknown } | null)?.id as number | undefined) ?? null;

/** A declared add/edit form: its data loaded first, then one widget per field, Cancel and Save. */
export function SchemaForm<Row>({ spec, ...props }: SchemaFormProps<Row>) {
  // A form declared in its own module suspends here until it has downloaded.
  const declared = isLazyForm(spec) ? (spec.loaded() ?? use(spec.load())) : spec;
  const useData = declared.useData ?? noData;
  const loaded: { pending: boolean; data?: unknown; record?: Row | null } = useData(props.item);
  if (loaded.pending) {
    return (
      <Center mih={120}>
        <Spinner />
      </Center>
    );
  }
  return <FormBody {...props} spec={declared} item={loaded.record ?? props.item} data={loaded.data} />;
}

function FormBody<Row>({
  spec,
  namespace,
  item,
  data,
  onSave,
  onCancel,
}: Omit<SchemaFormProps<Row>, 'spec'> & { spec: FormSpec<Row>; data: unknown }) {
  const { t } = useTranslation(spec.namespace ?? namespace);
  const fields = useMemo(() => formFields(spec), [spec]);
  const base = { mode: item ? ('edit' as const) : ('add' as const), item, data };
  const context = (values: SchemaFormValues): FormContext<Row> => ({ ...base, values });
  const [initial] = useState(() => initialValues(fields, base));
  const form = useFormValidation<SchemaFormValues>(initial, {
    rules: (values) => fieldRules(fields, context(values)),
    check: spec.check && ((values, translate) => spec.check!(values, translate as TFunction, context(values))),
  });
  // The server names a field as the body does (`customer_id`); its text goes under the form's field.
  const rename = (key: string) => {
    const named = spec.errorField?.(key) ?? key;
    const [root, ...rest] = named.split('.');
    const field = fields.find((f) => f.to === root);
    return field ? [field.name, ...rest].join('.') : named;
  };
  const submission = useSubmit(
    form,
    async (values) => {
      await onSave({ id: idOf(item), body: toBody(fields, context(values), spec.keep?.(item)) });
      // Saved: nothing is unsaved any more, and a password typed for this change is gone.
      const cleared = fields.filter((f) => f.clearAfterSave).map((f) => [f.name, '']);
      form.reset({ ...values, ...Object.fromEntries(cleared) });
    },
    { mapError: (error) => renameFieldErrors(error, rename) },
  );

  const ctx = context(form.values);
  const shown = fields.filter((field) => isShown(field, ctx));
  const errors = form.errors as Record<string, string | undefined>;
  // A field that is no longer shown takes its error with it, or Save would stay blocked by a text no one sees.
  const visible = new Set(shown.flatMap((field) => [field.name, ...(field.showErrorsOf ?? [])]));
  const stale = [...new Set(Object.keys(errors).map(rootOf))].filter((name) => !visible.has(name)).join(',');
  const { clearErrors } = form;
  useEffect(() => {
    if (stale) clearErrors(stale.split(','));
  }, [stale, clearErrors]);

  const setField = (field: FormField<Row>, value: unknown) => {
    form.setValue(field.name, value);
    const patch = field.also?.(value as never, context({ ...form.values, [field.name]: value }));
    for (const [name, next] of Object.entries(patch ?? {})) form.setValue(name, next);
  };

  const rows = (
    field: FormField<never, never>,
    args: Omit<RowFieldArgs, 'field' | 'row' | 'index'>,
    outer?: number,
    outerRow?: unknown,
  ) => (
    <RowsInput
      field={field as RowsField<never, never> & { name: string }}
      rows={Array.isArray(args.value) ? args.value : []}
      onChange={args.onChange}
      path={args.path}
      errors={errors}
      label={args.label}
      t={t}
      outer={outer}
      outerRow={outerRow}
      renderField={(sub) =>
        sub.field.type === 'rows' ? (
          rows(sub.field, sub, sub.index + 1, sub.row)
        ) : (
          <FieldWidget
            field={sub.field}
            value={sub.value}
            onChange={sub.onChange}
            error={errors[sub.path]}
            label={sub.label}
            required={false}
            autofocus={false}
            ctx={ctx as FormContext<never, never>}
            t={t}
          />
        )
      }
    />
  );

  const firstInput = shown.find((field) => field.type !== 'note')?.name;
  const widget = (field: FormField<Row>) => {
    const label = t(field.label ?? `fields.${field.name}`);
    const value = form.values[field.name];
    const onChange = (next: unknown) => setField(field, next);
    return (
      <FieldWidget
        field={field}
        value={value}
        onChange={onChange}
        error={errors[field.name] ?? field.showErrorsOf?.map((name) => errors[name]).find(Boolean)}
        label={label}
        required={isRequired(field, ctx)}
        autofocus={field.name === firstInput}
        ctx={ctx}
        t={t}
        rows={() => rows(field as FormField<never, never>, { value, onChange, path: field.name, label })}
      />
    );
  };

  const saveLabel = typeof spec.saveLabel === 'function' ? spec.saveLabel(t, ctx) : spec.saveLabel && t(spec.saveLabel);
  const After = spec.after;
  return (
    <>
      <EditForm form={form} submission={submission} onCancel={onCancel} saveLabel={saveLabel}>
        <FormLayout fields={shown} sections={spec.sections} columnsFrom={spec.columnsFrom} t={t} render={widget} />
      </EditForm>
      {After && item && <After item={item} />}
    </>
  );
}
