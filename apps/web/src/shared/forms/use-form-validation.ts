import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-client.ts';
import { translateServerText } from '../i18n/server-text.ts';
import { notifyValidationErrors } from '../notifications/notify.ts';
import { useReportUnsavedChanges } from './unsaved-changes.ts';
import { validateValues } from './validate-values.ts';
import type { FieldErrors, FormValues, ValidationConfig } from './validate-values.ts';

export interface FormValidation<F extends FormValues> {
  values: F;
  errors: FieldErrors<F>;
  hasErrors: boolean;
  /** True once a value differs from the one the form started with (or was last reset to). */
  dirty: boolean;
  setValue: <K extends keyof F & string>(field: K, value: F[K]) => void;
  /** Validates, then calls onValid only when no error exists. */
  handleSubmit: (onValid: (values: F) => void | Promise<void>) => (event?: FormEvent) => void;
  /** Shows a 422 reply per field and as notifications; returns false for other failures. */
  applyServerErrors: (error: unknown) => boolean;
  reset: (values?: F) => void;
  /** Drops these fields' errors (a field that is no longer shown). */
  clearErrors: (fields: readonly string[]) => void;
}

/** A field's value is unchanged: the same text, or a list or record with the same contents. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

/** The field an error key belongs to: a row's error (`checklist.2`) belongs to its list. */
const fieldOf = (key: string) => key.split('.')[0] ?? key;

export interface FormOptions {
  /**
   * False for a page form whose typed input is worth nothing once left (sign-in, the password-link
   * pages): leaving it does not ask. A form in a modal always asks.
   */
  guardLeaving?: boolean;
}

export function useFormValidation<F extends FormValues>(
  initial: F,
  config: ValidationConfig<F>,
  { guardLeaving = true }: FormOptions = {},
): FormValidation<F> {
  const { t } = useTranslation();
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const hasErrors = Object.values(errors).some(Boolean);
  const [baseline, setBaseline] = useState<F>(initial);
  const dirty = Object.keys(values).some((field) => !sameValue(values[field], baseline[field]));
  useReportUnsavedChanges(dirty, { page: guardLeaving });

  const setValue = useCallback(<K extends keyof F & string>(field: K, value: F[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field clears its error, and its rows' errors.
    setErrors((current) => {
      const keys = Object.keys(current).filter((key) => fieldOf(key) === field);
      if (keys.length === 0) return current;
      const next = { ...current };
      for (const key of keys) delete next[key as keyof F & string];
      return next;
    });
  }, []);

  const clearErrors = useCallback((fields: readonly string[]) => {
    setErrors((current) => {
      const keys = Object.keys(current).filter((key) => fields.includes(fieldOf(key)));
      if (keys.length === 0) return current;
      const next = { ...current };
      for (const key of keys) delete next[key as keyof F & string];
      return next;
    });
  }, []);

  const handleSubmit = (onValid: (values: F) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateValues(values, config, t);
    const merged = { ...errors, ...found };
    if (Object.values(merged).some(Boolean)) {
      setErrors(merged);
      return;
    }
    void onValid(values);
  };

  const applyServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 422) return false;
    const fieldErrors = error.fieldErrors;
    const next: FieldErrors<F> = {};
    for (const [field, texts] of Object.entries(fieldErrors)) {
      if (fieldOf(field) in values && texts[0]) next[field as keyof F & string] = translateServerText(texts[0]);
    }
    setErrors((current) => ({ ...current, ...next }));
    notifyValidationErrors(error.serverMessage ?? t('forms:validation.failed'), fieldErrors);
    return true;
  };

  const reset = (nextValues?: F) => {
    setValues(nextValues ?? initial);
    setBaseline(nextValues ?? initial);
    setErrors({});
  };

  return { values, errors, hasErrors, dirty, setValue, handleSubmit, applyServerErrors, reset, clearErrors };
}
