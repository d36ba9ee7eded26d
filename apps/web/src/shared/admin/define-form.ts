import { loadWithTexts } from '../routing/lazy-named.ts';
import type { FormSpec } from './form-spec.ts';

/** A declared form whose module downloads when the form first opens (its inputs, options and schema with it). */
export interface LazyForm<Row> {
  load: () => Promise<FormSpec<Row>>;
  /** The form, once downloaded. */
  loaded: () => FormSpec<Row> | undefined;
}

/**
 * Declares a form; checks its fields against the record's and the loaded data's types, and hands
 * the kit the form, which reads the data without knowing its type.
 */
export function defineForm<Row, Data = undefined>(spec: FormSpec<Row, Data>): FormSpec<Row> {
  return spec as unknown as FormSpec<Row>;
}

/**
 * A form declared in a module of its own, loaded when the modal first opens, not with the list
 * (`lazyForm(() => import('./contact-form.ts').then((m) => m.contactForm))`). One download, shared
 * by every opening; a failed one is tried again next time.
 */
export function lazyForm<Row>(load: () => Promise<FormSpec<Row>>): LazyForm<Row> {
  let loading: Promise<FormSpec<Row>> | undefined;
  let form: FormSpec<Row> | undefined;
  return {
    load: () =>
      (loading ??= loadWithTexts(load).then(
        (spec) => (form = spec),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => form,
  };
}

export const isLazyForm = <Row>(form: FormSpec<Row> | LazyForm<Row>): form is LazyForm<Row> => 'load' in form;
