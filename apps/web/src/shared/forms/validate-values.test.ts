import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabel } from '@owner-portal/contract/validation';
import en from '../../locales/en/forms.json';
import { i18n } from '../i18n/i18n.ts';
import { validateField, validateValues } from './validate-values.ts';

const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;

describe('validation messages in the reader’s language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says "<Field name> is required." in English for every named field, by its shown name where it has one', () => {
    const shown: Record<string, string> = en.fields;
    for (const [field, text] of Object.entries(en.required))
      expect(text).toBe(`${shown[field] ?? fieldLabel(field)} is required.`);
    expect(en.required.slot_id).toBe('Date and time is required.');
  });

  it('translates the field name too in Spanish, with article and agreement', async () => {
    await i18n.changeLanguage('es');
    expect(validateField('first_name', '', ['required'], t)).toBe('El nombre es obligatorio.');
    expect(validateField('password', '', ['required'], t)).toBe('La contraseña es obligatoria.');
    expect(validateField('internal_id', '12a', ['digits'], t)).toBe('El ID interno solo puede contener dígitos.');
  });

  it('names a field without a translation by its generated name in English, and not at all in Spanish', async () => {
    expect(validateField('serial_number', '', ['required'], t)).toBe('Serial number is required.');
    await i18n.changeLanguage('es');
    expect(validateField('serial_number', '', ['required'], t)).toBe('Este campo es obligatorio.');
  });

  it('says the schedule form’s required fields in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(validateField('machine', '', ['required'], t)).toBe('La máquina es obligatoria.');
    expect(validateField('training_type', '', ['required'], t)).toBe('El tipo de capacitación es obligatorio.');
    expect(validateField('language', '', ['required'], t)).toBe('El idioma es obligatorio.');
  });
});

describe('a form’s own check beside the shared rules', () => {
  const config = {
    rules: { amount: ['required'] as const },
    check: (values: { amount: string }) => ({ amount: Number(values.amount) > 0 ? undefined : 'Too small.' }),
  };

  it('reports the check’s reason for a value the rules accept', () => {
    expect(validateValues({ amount: '-5' }, config, t)).toEqual({ amount: 'Too small.' });
    expect(validateValues({ amount: '3' }, config, t)).toEqual({});
  });

  it('keeps the rules’ message first: a blank field is required, not too small', () => {
    expect(validateValues({ amount: '' }, config, t)).toEqual({ amount: 'Amount is required.' });
  });
});
