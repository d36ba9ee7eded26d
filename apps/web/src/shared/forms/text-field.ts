import type { FormValidation } from './use-form-validation.ts';
import type { FormValues } from './validate-values.ts';

/** The fields of a form whose value is of type T. */
type FieldOfType<F extends FormValues, T> = {
  [K in keyof F & string]: F[K] extends T ? K : never;
}[keyof F & string];

/** The fields of a form whose value is text. */
export type TextFieldName<F extends FormValues> = FieldOfType<F, string>;

/** An input's value, error and onChange for one field; `read` turns what the input hands over into the field's value. */
function wired<F extends FormValues, K extends keyof F & string, Change>(
  form: FormValidation<F>,
  field: K,
  read: (change: Change) => F[K],
) {
  return {
    value: form.values[field],
    error: form.errors[field],
    onChange: (change: Change) => form.setValue(field, read(change)),
  };
}

/** Wires a TextInput, Textarea or PasswordInput to one text field: `<TextInput {...textField(form, 'email')} />`. */
export function textField<F extends FormValues, K extends TextFieldName<F>>(form: FormValidation<F>, field: K) {
  // K only names text fields, so the typed text is the field's type.
  return wired(form, field, (event: { currentTarget: { value: string } }) => event.currentTarget.value as F[K]);
}

/** Wires a NumberInput to one number field: `<NumberInput min={1} {...numberField(form, 'capacity')} />`. */
export function numberField<F extends FormValues, K extends FieldOfType<F, number>>(form: FormValidation<F>, field: K) {
  // Mantine hands over '' while the input is cleared, kept as 0.
  return wired(form, field, (value: string | number) => Number(value) as F[K]);
}

/** Wires a Select whose field always holds one of its options: `<Select data={…} {...choiceField(form, 'lang_code')} />`. */
export function choiceField<F extends FormValues, K extends TextFieldName<F>>(form: FormValidation<F>, field: K) {
  // Mantine hands over null when the chosen option is clicked again; the field keeps its choice.
  return wired(form, field, (value: string | null) => (value ?? form.values[field]) as F[K]);
}
