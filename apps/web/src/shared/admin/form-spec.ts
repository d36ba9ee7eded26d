import type { ComponentType } from 'react';
import type { ComboboxItem } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FileKind } from '@owner-portal/contract/content/content';
import type { Rule } from '../forms/validate-values.ts';

/**
 * The widgets a declared form can show: text-like inputs; `select` (fixed options) and `segmented`;
 * `choice` (options from the server: a query or a search, one or several); `file` (an upload);
 * `rows` (a list of items, each with its own fields); `custom` (a component the kit lacks); `note` (text, no value).
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'textarea'
  | 'number'
  | 'password'
  | 'date'
  | 'time'
  | 'url'
  | 'checkbox'
  | 'switch'
  | 'select'
  | 'segmented'
  | 'choice'
  | 'file'
  | 'rows'
  | 'custom'
  | 'note';

export type SchemaFormValues = Record<string, unknown>;

/** What a field's dependent rules read: adding or editing, the record, the form's loaded data and its values now. */
export interface FormContext<Row = unknown, Data = unknown> {
  mode: 'add' | 'edit';
  item: Row | null;
  data: Data;
  values: SchemaFormValues;
}

/** An uploaded file as a file field holds it (a URL kept from before has no id). */
export interface FileValue {
  id: number | null;
  url: string;
}

/** What every field may declare; `T` is the value the field holds. */
export interface FieldBase<Row, Data> {
  /** The label's i18n key (default `fields.<name>`); `{{n}}` and `{{q}}` number a row and its outer row. */
  label?: string;
  /** Labelled for screen readers only (a row's input). */
  hideLabel?: boolean;
  /** A hint under the label: an i18n key, or one chosen from the form's state. */
  description?: string | ((ctx: FormContext<Row, Data>) => string);
  placeholder?: string;
  /** Default: what the schema says (required when it refuses a missing value); a function makes it depend on other fields. */
  required?: boolean | ((ctx: FormContext<Row, Data>) => boolean);
  /** Checks besides `required` (email and phone follow from the type). */
  rules?: readonly Rule[];
  /** Shown only when this holds (on edit, once a box is ticked, …); a hidden field is not checked and not sent. */
  when?: (ctx: FormContext<Row, Data>) => boolean;
  /** The value when editing, from the record (default: the record's value under the field's name). */
  from?: (item: Row, data: Data) => unknown;
  /** The value when adding, or editing a record without one (default: empty). */
  initial?: (data: Data) => unknown;
  /** The body's name for it, when not the field's (`customer` is sent as `customer_id`; its 422 comes back to the field). */
  to?: string;
  /** What goes into the body (default: the value as the widget holds it, converted; undefined: nothing). Called for hidden fields too. */
  send?: (value: never, ctx: FormContext<Row, Data> & { shown: boolean }) => unknown;
  /** Other fields this one sets when it changes (a template fills in its fields, a new source clears the other). */
  also?: (value: never, ctx: FormContext<Row, Data>) => SchemaFormValues;
  /** Half a row from the phone breakpoint up: consecutive half fields share a row. */
  half?: boolean;
  /** The `sections` entry this field is drawn in (consecutive fields of one section share it). */
  section?: string;
  /** A line above the field. */
  divider?: boolean;
  /** Mantine props passed to the input as they are (autoComplete, inputMode, prefix, a literal placeholder…). */
  props?: Record<string, unknown>;
  /** Other fields whose errors show under this one (a hidden twin's). */
  showErrorsOf?: readonly string[];
  /** A saved form empties it (a password typed for one change). */
  clearAfterSave?: boolean;
}

export interface PlainField<Row, Data> extends FieldBase<Row, Data> {
  type?:
    'text' | 'email' | 'phone' | 'textarea' | 'number' | 'password' | 'date' | 'time' | 'url' | 'checkbox' | 'switch';
  /** A password field prefilled with this when editing (the saved one is never sent back); sent only once changed. */
  mask?: string;
  /** A checkbox that is the only ticked one among its rows (a single-choice question's correct answer), when this holds of the outer row. */
  exclusive?: (outerRow: Record<string, unknown>) => boolean;
}

export interface SelectField<Row, Data> extends FieldBase<Row, Data> {
  type: 'select' | 'segmented';
  /** The values (each labelled `<optionLabel>.<value>`), or options computed from the form's state. */
  options?: readonly string[] | ((ctx: FormContext<Row, Data>, t: TFunction) => ComboboxItem[]);
  /** The options' key prefix (default `options.<field>`). */
  optionLabel?: string;
  /** Whether the choice can be emptied (default: when not required). */
  clearable?: boolean;
  /** The value is sent as a number. */
  numeric?: boolean;
}

export interface ChoiceField<Row, Data> extends FieldBase<Row, Data> {
  type: 'choice';
  /** Options from the form's loaded data. */
  options?: (ctx: FormContext<Row, Data>) => ComboboxItem[];
  /** Options from a query (a hook): shown once loaded; `unavailable` says so when it failed. */
  useOptions?: () => { data?: ComboboxItem[]; isError: boolean };
  /** Options the server finds for the typed text (500 ms after typing stops). */
  search?: (text: string) => Promise<ComboboxItem[]>;
  /** The saved choice's option, so its name shows before any options load. */
  current?: (item: Row) => ComboboxItem | null;
  /** Several values (sent as a list). */
  multiple?: boolean;
  clearable?: boolean;
  /** The hint's key when the options could not be loaded (the select is then disabled). */
  unavailable?: string;
  /** The values are ids, sent as numbers (default); false sends the text. */
  numeric?: boolean;
}

export interface FileField<Row, Data> extends FieldBase<Row, Data> {
  type: 'file';
  file: FileKind;
  /** The multipart field the upload is sent under (its 422 comes back under it); default the field's name. */
  upload?: string;
  /** What the body takes: the file's id or its URL. */
  sends: 'id' | 'url';
}

export interface RowsField<Row, Data> extends FieldBase<Row, Data> {
  type: 'rows';
  /** `list`: one line per row; `cards`: a bordered box per row; `grid`: a labelled box of fixed rows, two a line. */
  look?: 'list' | 'cards' | 'grid';
  /** Each row is one value (a checklist's text) … */
  item?: FieldSpec<Row, Data>;
  /** … or a record of these fields (a question's text, kind and answers). */
  fields?: Record<string, FieldSpec<Row, Data>>;
  /** A new row; without it the rows are fixed (no add or remove). */
  blank?: () => unknown;
  /** The add button's key. */
  add?: string;
  /** The remove button's label key (`{{n}}`, `{{q}}`). */
  remove?: string;
  /** The move buttons' label keys: rows can be reordered. */
  move?: { up: string; down: string };
  /** Shown when there is no row. */
  empty?: string;
  /** In a grid, the first field's label for its row (a machine type's name). */
  rowLabel?: (row: Record<string, unknown>) => string;
}

/** The props a custom widget gets. */
export interface WidgetProps<Row = unknown, Data = unknown> {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  label: string;
  required: boolean;
  ctx: FormContext<Row, Data>;
}

export interface CustomField<Row, Data> extends FieldBase<Row, Data> {
  type: 'custom';
  widget: ComponentType<WidgetProps<Row, Data>>;
}

export interface NoteField<Row, Data> extends FieldBase<Row, Data> {
  type: 'note';
  /** `hint`: small and dimmed; `text`: body text. */
  look?: 'hint' | 'text';
  text: (t: TFunction, ctx: FormContext<Row, Data>) => string;
}

export type FieldSpec<Row = unknown, Data = unknown> =
  | PlainField<Row, Data>
  | SelectField<Row, Data>
  | ChoiceField<Row, Data>
  | FileField<Row, Data>
  | RowsField<Row, Data>
  | CustomField<Row, Data>
  | NoteField<Row, Data>;

/** A titled group of fields: `plain` (a legend), `border` (a framed fieldset) or `card` (a bordered panel with a heading). */
export interface FormSection {
  legend: string;
  hint?: string;
  look?: 'plain' | 'border' | 'card';
}

/**
 * A declared add/edit form (STYLE: react-admin's inputs, Refine's useForm): the fields in order, and
 * how the record and the body map to them. With a `schema` (the contract's zod body), fields named
 * like its keys take their type, options and required from it.
 */
export interface FormSpec<Row = unknown, Data = unknown> {
  schema?: z.ZodObject;
  fields: Record<string, FieldSpec<Row, Data>>;
  sections?: Record<string, FormSection>;
  /** The texts' namespace, when not the resource's. */
  namespace?: string;
  /** Server data the form needs before it shows (the options, the whole record); `record` replaces the list's row. */
  useData?: (item: Row | null) => { pending: boolean; data?: Data; record?: Row | null };
  /** Body values the form does not show but must send back (e.g. a link kept as it is). */
  keep?: (item: Row | null) => SchemaFormValues;
  /** A form's own checks beyond the field rules (a bound that depends on the record), by field. */
  check?: (values: SchemaFormValues, t: TFunction, ctx: FormContext<Row, Data>) => Record<string, string | undefined>;
  /** The form's field for a 422's field (the body's `customer_id` is the form's `customer`). */
  errorField?: (field: string) => string;
  /** The save button's key, when not "Save"; a function for one that names the state (`Add English resource`). */
  saveLabel?: string | ((t: TFunction, ctx: FormContext<Row, Data>) => string);
  /** The breakpoint from which half fields share a row (default xs). */
  columnsFrom?: 'xs' | 'sm';
  /** Shown under a saved record's form (its own lists, saved at once, like a product's resources). */
  after?: ComponentType<{ item: Row }>;
}

/** A field as the form renders it. */
export type FormField<Row = unknown, Data = unknown> = FieldSpec<Row, Data> & {
  name: string;
  type: FieldType;
  /** Required as the schema says (or the field declares, when it is not a function). */
  required: boolean | ((ctx: FormContext<Row, Data>) => boolean);
  /** Select options from the schema's enum or the declaration. */
  options?: unknown;
  /** The schema or the declaration wants a number. */
  numeric: boolean;
};
