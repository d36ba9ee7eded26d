import type { z } from 'zod';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import type { Rule } from '../forms/validate-values.ts';

/** The widgets a derived form can show. */
export type FieldType = 'text' | 'email' | 'phone' | 'textarea' | 'select' | 'checkbox' | 'number';

export interface FieldSpec {
  /** What the schema cannot tell: email, phone or textarea (text by default); enums are selects, booleans checkboxes. */
  type?: FieldType;
}

/** A simple resource's form: the contract's body schema and the fields shown, in order. */
export interface SchemaFormSpec<Row> {
  schema: z.ZodObject;
  fields: Record<string, FieldSpec>;
  /** Body values the form does not show but must send back (e.g. a link kept as it is). */
  keep?: (row: Row | null) => Record<string, unknown>;
}

/** A field as the form renders it. Select options are labelled `options.<field>.<value>` in the namespace. */
export interface FormField {
  name: string;
  type: FieldType;
  required: boolean;
  options: string[];
  /** The schema wants a number: the typed or chosen text is sent as one. */
  numeric: boolean;
}

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

/** The form's fields from the schema: required when the schema refuses a missing value. */
export function formFields(spec: Pick<SchemaFormSpec<unknown>, 'schema' | 'fields'>): FormField[] {
  const shape = spec.schema.shape as Record<string, z.ZodType>;
  return Object.entries(spec.fields).map(([name, field]) => {
    const schema = shape[name];
    if (!schema) throw new Error(`The schema has no field ${name}.`);
    const def = defOf(core(schema));
    const options = def.type === 'enum' && def.entries ? Object.values(def.entries).map(String) : [];
    const derived: FieldType = def.type === 'boolean' ? 'checkbox' : options.length ? 'select' : 'text';
    return {
      name,
      type: field.type ?? derived,
      required: !schema.safeParse(undefined).success,
      options,
      numeric: def.type === 'number',
    };
  });
}

export type SchemaFormValues = Record<string, string | boolean>;

/** The form's starting values: the record's, as the widgets hold them. */
export function initialValues(fields: FormField[], row: Record<string, unknown> | null): SchemaFormValues {
  const values: SchemaFormValues = {};
  for (const field of fields) {
    const value = row?.[field.name];
    if (field.type === 'checkbox') values[field.name] = value === true;
    else if (value === null || value === undefined) values[field.name] = '';
    else values[field.name] = field.type === 'phone' ? formatPhone(String(value)) : String(value);
  }
  return values;
}

/** The checks of SPEC point 5 the web runs before sending (in the user's language); the server checks the rest. */
export function fieldRules(fields: FormField[]): Record<string, Rule[]> {
  const rules: Record<string, Rule[]> = {};
  for (const field of fields) {
    const list: Rule[] = field.required && field.type !== 'checkbox' ? ['required'] : [];
    if (field.type === 'email') list.push('email');
    if (field.type === 'phone') list.push('phone');
    rules[field.name] = list;
  }
  return rules;
}

/** The request body: trimmed text, blanks of optional fields as null, numbers as numbers. */
export function toBody(fields: FormField[], values: SchemaFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (typeof value === 'boolean') body[field.name] = value;
    else if (value.trim() === '') body[field.name] = field.required ? '' : null;
    else body[field.name] = field.numeric ? Number(value) : value.trim();
  }
  return body;
}
