import { fieldLabel, isValidEmail, isValidPhone } from '@owner-portal/contract/validation-rules';

/** The checks of SPEC point 5. */
export type Rule = 'required' | 'email' | 'phone' | 'digits';

export type FormValues = Record<string, string | boolean | number | null | undefined>;
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

export interface ValidationConfig<F extends FormValues> {
  rules: Partial<Record<keyof F & string, readonly Rule[]>>;
  /** Fields configured as ignored are skipped. */
  ignore?: ReadonlyArray<keyof F & string>;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function isBlank(value: FormValues[string]): boolean {
  if (value === null || value === undefined || value === false) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** The first failing rule's message for one field, or null. */
export function validateField(
  field: string,
  value: FormValues[string],
  rules: readonly Rule[],
  t: Translate,
): string | null {
  const label = fieldLabel(field);
  if (isBlank(value)) return rules.includes('required') ? t('forms:validation.required', { field: label }) : null;
  const text = String(value);
  if (rules.includes('email') && !isValidEmail(text)) return t('forms:validation.email');
  if (rules.includes('phone') && !isValidPhone(text)) return t('forms:validation.phone');
  if (rules.includes('digits') && !/^\d+$/.test(text.trim())) return t('forms:validation.digits', { field: label });
  return null;
}

export function validateValues<F extends FormValues>(
  values: F,
  config: ValidationConfig<F>,
  t: Translate,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  const ignored = new Set<string>(config.ignore ?? []);
  for (const [field, rules] of Object.entries(config.rules) as Array<[keyof F & string, readonly Rule[]]>) {
    if (ignored.has(field)) continue;
    const message = validateField(field, values[field], rules, t);
    if (message) errors[field] = message;
  }
  return errors;
}
