import { lazy } from 'react';
import { loadWithTexts } from '../routing/lazy-named.ts';
import type { SchemaForm, SchemaFormProps } from './schema-form.tsx';

let loaded: typeof SchemaForm | undefined;
let loading: Promise<typeof SchemaForm> | undefined;

/**
 * Downloads the declared form's code (its widgets and rules) once. It stays out of the lists'
 * files, which the first screens fetch: a list fetches it when a form first opens.
 */
export function loadDeclaredForm(): Promise<typeof SchemaForm> {
  return (loading ??= loadWithTexts(() => import('./schema-form.tsx')).then(
    (module) => (loaded = module.SchemaForm),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

const LazySchemaForm = lazy(async () => ({ default: await loadDeclaredForm() }));

/** A declared form (SchemaForm): suspends while its code downloads, the first time only. */
export function DeclaredForm<Row>(props: SchemaFormProps<Row>) {
  // Once downloaded it renders at once: a form opened after loadDeclaredForm() never shows a spinner.
  const Form = (loaded ?? LazySchemaForm) as typeof SchemaForm<Row>;
  return <Form {...props} />;
}
