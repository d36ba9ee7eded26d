import type { FormValidation } from './use-form-validation.ts';
import type { FormValues } from './validate-values.ts';

/** The fields of a form whose value is text. */
export type TextFieldName<F extends FormValues> = {
  [K in keyof F & string]: F[K] extends string ? K : never;
}[keyof F & string];

/** Wires a TextInput, Textarea or PasswordInput to one text field: `<TextInput {...textField(form, 'email')} />`. */
export function textField<F extends FormValues, K extends TextFieldName<F>>(form: FormValidation<F>, field: K) {
  return {
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      // K only names text fields, so the typed text is the field's type.
      form.setValue(field, event.currentTarget.value as F[K]),
  };
}

/** The fields of a form whose value is a number. */
export type NumberFieldName<F extends FormValues> = {
  [K in keyof F & string]: F[K] extends number ? K : never;
}[keyof F & string];

/** Wires a NumberInput to one number field: `<NumberInput min={1} {...numberField(form, 'capacity')} />`. */
export function numberField<F extends FormValues, K extends NumberFieldName<F>>(form: FormValidation<F>, field: K) {
  return {
    value: form.values[field],
    error: form.errors[field],
    // K only names number fields; Mantine hands over '' while the input is cleared, kept as 0.
    onChange: (value: string | number) => form.setValue(field, Number(value) as F[K]),
  };
}
