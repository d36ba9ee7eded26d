import type { FormValidation } from '../forms/use-form-validation.ts';
import type { TextFieldName } from '../forms/text-field.ts';
import type { FormValues } from '../forms/validate-values.ts';
import { FileUploadField } from './file-upload-field.tsx';

interface ThumbnailFieldProps<F extends FormValues, K extends TextFieldName<F>> {
  form: FormValidation<F>;
  /** The form field that keeps the uploaded image's URL ('' for none). */
  name: K;
  label: string;
}

/** A thumbnail upload bound to one text field of a form (the product and accessory forms). */
export function ThumbnailField<F extends FormValues, K extends TextFieldName<F>>({
  form,
  name,
  label,
}: ThumbnailFieldProps<F, K>) {
  return (
    <FileUploadField
      kind="image"
      field="thumbnail"
      label={label}
      url={(form.values[name] as string) || null}
      // K only names text fields, so the URL is the field's type.
      onUploaded={(file) => form.setValue(name, file.url as F[K])}
      error={form.errors[name]}
    />
  );
}
