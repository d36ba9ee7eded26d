import { ApiError } from '../api/api-client.ts';
import type { FormValidation } from './use-form-validation.ts';
import type { FormValues } from './validate-values.ts';
import { useInFlight } from './use-in-flight.ts';

export interface SubmitOptions {
  /** Turns the reply into the form's field names before a 422 is shown on the fields. */
  mapError?: (error: unknown) => unknown;
  /** Handles a failure that is not a 422; without it the failure reaches the global error handler. */
  onOtherError?: (error: unknown) => void;
}

/**
 * A 422 reply with its field names turned into the form's (`mapError`): other failures pass unchanged.
 * For a form whose fields are named unlike the API's (`customer` for `customer_id`, `until` for `repeat.until`).
 */
export function renameFieldErrors(error: unknown, rename: (field: string) => string): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, texts]) => [rename(field), texts]));
  return new ApiError(422, { ...(error.body as object), errors });
}

/**
 * Validates, then saves: `saving` is true while `save` runs, and a 422 reply marks its fields.
 * A second submit while one is in flight (a double-click, Enter twice) is ignored, so a form saves once.
 * Returns the form's onSubmit handler.
 */
export function useSubmit<F extends FormValues>(
  form: FormValidation<F>,
  save: (values: F) => Promise<void>,
  { mapError = (error) => error, onOtherError }: SubmitOptions = {},
) {
  const { run, pending } = useInFlight();
  const submit = form.handleSubmit((values) =>
    run(async () => {
      try {
        await save(values);
      } catch (error) {
        if (form.applyServerErrors(mapError(error))) return;
        if (!onOtherError) throw error;
        onOtherError(error);
      }
    }).then(() => undefined),
  );
  return { submit, saving: pending };
}
