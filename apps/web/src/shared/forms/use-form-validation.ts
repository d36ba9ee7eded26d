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
}

export function useFormValidation<F extends FormValues>(initial: F, config: ValidationConfig<F>): FormValidation<F> {
  const { t } = useTranslation();
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const hasErrors = Object.values(errors).some(Boolean);
  const [baseline, setBaseline] = useState<F>(initial);
  const dirty = Object.keys(values).some((field) => values[field] !== baseline[field]);
  useReportUnsavedChanges(dirty);

  const setValue = useCallback(<K extends keyof F & string>(field: K, value: F[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field clears its error.
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
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
      if (field in values && texts[0]) next[field as keyof F & string] = translateServerText(texts[0]);
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

  return { values, errors, hasErrors, dirty, setValue, handleSubmit, applyServerErrors, reset };
}
