import { fieldLabel, isValidEmail, isValidPhone } from '@owner-portal/contract/validation-rules';

/** The checks a form field can ask for. */
export type Rule = 'required' | 'email' | 'phone' | 'digits';

/** A form's values by field: text, numbers and flags, and lists or records for fields that hold several (rows, files). */
export type FormValues = Record<string, unknown>;
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

export type FieldRules<F extends FormValues> = Partial<Record<keyof F & string, readonly Rule[]>>;

export interface ValidationConfig<F extends FormValues> {
  /** The rules per field, or a function of the values when one field's rules depend on another's. */
  rules: FieldRules<F> | ((values: F) => FieldRules<F>);
  /** Fields configured as ignored are skipped. */
  ignore?: ReadonlyArray<keyof F & string>;
  /** A form's own checks beyond the shared rules (a bound that depends on the record), run on fields the rules passed. */
  check?: (values: F, t: Translate) => FieldErrors<F>;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  // A list field (rows, a multiple choice) is blank with nothing in it.
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** The first failing rule's message for one field, or null. */
export function validateField(field: string, value: unknown, rules: readonly Rule[], t: Translate): string | null {
  // The field's name in the reader's language (forms.fields), else the server's: first_name -> First name.
  const label = t(`forms:fields.${field}`, { defaultValue: fieldLabel(field) });
  if (isBlank(value)) {
    if (!rules.includes('required')) return null;
    // Whole sentences per field, so Spanish gets article and agreement: "La contraseña es obligatoria."
    // A field without one: "Machine is required." in English, never "Machine es obligatorio." in Spanish.
    return t(`forms:required.${field}`, { defaultValue: t('forms:validation.required', { field: label }) });
  }
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
  const rulesByField = typeof config.rules === 'function' ? config.rules(values) : config.rules;
  for (const [field, rules] of Object.entries(rulesByField) as Array<[keyof F & string, readonly Rule[]]>) {
    if (ignored.has(field)) continue;
    const message = validateField(field, values[field], rules, t);
    if (message) errors[field] = message;
  }
  for (const [field, message] of Object.entries(config.check?.(values, t) ?? {}) as Array<[keyof F & string, string]>) {
    if (message && !errors[field] && !ignored.has(field)) errors[field] = message;
  }
  return errors;
}
