import type { z } from 'zod';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import type { Rule } from '../forms/validate-values.ts';
import type {
  FieldSpec,
  FieldType,
  FileField,
  FileValue,
  FormContext,
  FormField,
  FormSpec,
  PlainField,
  SchemaFormValues,
} from './form-spec.ts';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default and preprocess wrappers: what the value really is. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType)
    return core(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return core(defOf(def.in).type === 'transform' ? def.out : def.in);
  // The contract's flag() takes true/false or 1/0: a yes-or-no value, so a checkbox.
  const yesNo = def.type === 'union' ? def.options?.find((option) => defOf(option).type === 'boolean') : undefined;
  return yesNo ?? schema;
}

/** The form's fields: the declaration, completed from the schema for fields named like its keys. */
export function formFields<Row, Data>(spec: Pick<FormSpec<Row, Data>, 'schema' | 'fields'>): FormField<Row, Data>[] {
  const shape = (spec.schema?.shape ?? {}) as Record<string, z.ZodType>;
  return Object.entries(spec.fields).map(([name, field]) => {
    const schema = shape[name];
    if (!schema && !field.type && spec.schema) throw new Error(`The schema has no field ${name}; give its type.`);
    const def = schema ? defOf(core(schema)) : undefined;
    const enumValues = def?.type === 'enum' && def.entries ? Object.values(def.entries).map(String) : undefined;
    const derived: FieldType = def?.type === 'boolean' ? 'checkbox' : enumValues ? 'select' : 'text';
    const declared = field as { options?: unknown; numeric?: boolean };
    return {
      ...field,
      name,
      type: field.type ?? derived,
      required: field.required ?? (schema ? !schema.safeParse(undefined).success : false),
      options: declared.options ?? enumValues,
      numeric: declared.numeric ?? (def ? def.type === 'number' : field.type === 'choice'),
    } as FormField<Row, Data>;
  });
}

/** Fields that hold a value (a note holds none). */
export const valueFields = <Row, Data>(fields: FormField<Row, Data>[]) => fields.filter((f) => f.type !== 'note');

export const isShown = <Row, Data>(field: FieldSpec<Row, Data>, ctx: FormContext<Row, Data>) =>
  field.when ? field.when(ctx) : true;

export const isRequired = <Row, Data>(field: FormField<Row, Data>, ctx: FormContext<Row, Data>) =>
  typeof field.required === 'function' ? field.required(ctx) : field.required;

/** An empty value of each widget. */
function blank(field: FormField<never, never>): unknown {
  if (field.type === 'checkbox' || field.type === 'switch') return false;
  if (field.type === 'file') return null;
  if (field.type === 'rows' || (field.type === 'choice' && field.multiple)) return [];
  if (field.type === 'custom') return null;
  return '';
}

/** A record's value as the widget holds it: text for inputs and selects, a flag for boxes. */
function held(field: FormField<never, never>, value: unknown): unknown {
  switch (field.type) {
    case 'checkbox':
    case 'switch':
      return value === true || value === 1;
    case 'file':
      if (typeof value === 'string') return value ? { id: null, url: value } : null;
      return value ?? null;
    case 'rows':
      return Array.isArray(value) ? value : [];
    case 'custom':
      return value ?? null;
    case 'number':
      return typeof value === 'number' ? value : value == null ? '' : String(value);
    case 'choice':
      if (field.multiple) return Array.isArray(value) ? value.map(String) : [];
      return value == null ? '' : String(value);
    case 'phone':
      return value == null ? '' : formatPhone(String(value));
    default:
      return value == null ? '' : String(value);
  }
}

/** The form's starting values: the record's when editing, else the declared or empty ones. */
export function initialValues<Row, Data>(
  fields: FormField<Row, Data>[],
  ctx: Omit<FormContext<Row, Data>, 'values'>,
): SchemaFormValues {
  const values: SchemaFormValues = {};
  const record = ctx.item as Record<string, unknown> | null;
  for (const field of valueFields(fields)) {
    const any = field as FormField<never, never>;
    const mask = field.type === 'password' ? (field as PlainField<Row, Data>).mask : undefined;
    if (record && mask) values[field.name] = mask;
    else if (record && field.from) values[field.name] = held(any, field.from(ctx.item as Row, ctx.data));
    else if (record && field.name in record) values[field.name] = held(any, record[field.name]);
    else values[field.name] = field.initial ? held(any, field.initial(ctx.data)) : blank(any);
  }
  return values;
}

/** The checks the web runs before sending, in the user's language, on the shown fields; the server checks the rest. */
export function fieldRules<Row, Data>(
  fields: FormField<Row, Data>[],
  ctx: FormContext<Row, Data>,
): Record<string, Rule[]> {
  const rules: Record<string, Rule[]> = {};
  for (const field of valueFields(fields)) {
    if (!isShown(field, ctx)) continue;
    const boxed = field.type === 'checkbox' || field.type === 'switch';
    const list: Rule[] = isRequired(field, ctx) && !boxed ? ['required'] : [];
    if (field.type === 'email') list.push('email');
    if (field.type === 'phone') list.push('phone');
    rules[field.name] = [...list, ...(field.rules ?? [])];
  }
  return rules;
}

const trimmed = (value: unknown, required: boolean) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null || text === undefined ? (required ? '' : null) : text;
};
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** A shown field's value as the body takes it, by its widget. */
function sent<Row, Data>(field: FormField<Row, Data>, value: unknown, ctx: FormContext<Row, Data>): unknown {
  switch (field.type) {
    case 'checkbox':
    case 'switch':
      return value === true;
    case 'password': {
      const mask = (field as PlainField<Row, Data>).mask;
      // Left empty, or as the mask that stands for the saved one: no new password.
      return value === '' || value === mask ? undefined : value;
    }
    case 'number':
      return asNumber(value);
    case 'file':
      return value ? ((value as FileValue)[(field as FileField<Row, Data>).sends] ?? null) : null;
    case 'choice':
    case 'select':
    case 'segmented':
      if (Array.isArray(value)) return field.numeric ? value.map(Number) : value;
      return field.numeric ? asNumber(value) : trimmed(value, isRequired(field, ctx));
    case 'rows':
    case 'custom':
      return value;
    default:
      return trimmed(value, isRequired(field, ctx));
  }
}

/** The request body: each shown field's value (trimmed text, blanks as null, numbers as numbers), or what its `send` says. */
export function toBody<Row, Data>(
  fields: FormField<Row, Data>[],
  ctx: FormContext<Row, Data>,
  keep: SchemaFormValues = {},
): SchemaFormValues {
  const body: SchemaFormValues = { ...keep };
  for (const field of valueFields(fields)) {
    const shown = isShown(field, ctx);
    const value = ctx.values[field.name];
    const out = field.send
      ? field.send(value as never, { ...ctx, shown })
      : shown
        ? sent(field, value, ctx)
        : undefined;
    if (out !== undefined) body[field.to ?? field.name] = out;
  }
  return body;
}
