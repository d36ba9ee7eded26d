import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE_TEMPLATES } from '@owner-portal/contract/server-messages';
import { i18n } from './i18n.ts';
import { failureText, translateServerText } from './server-text.ts';

describe('server texts in the reader’s language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['The discount code has already been taken.', 'El código de descuento ya está en uso.'],
    ['Description is required.', 'La descripción es obligatoria.'],
    ['First name is required.', 'El nombre es obligatorio.'],
    ['Invalid email address.', 'Correo electrónico no válido.'],
    ['The given data was invalid.', 'Los datos enviados no son válidos.'],
    [
      'This sales rep is still assigned to 5 customers.',
      'Este representante de ventas todavía está asignado a 5 clientes.',
    ],
    [
      'Trainings can no longer be cancelled less than 24 hours before the start. Please contact support.',
      'Las capacitaciones ya no se pueden cancelar con menos de 24 horas de antelación. Comuníquese con soporte.',
    ],
    ['The selected customer is invalid.', 'El cliente: la selección no es válida.'],
    ['The amount must be between $0.01 and $1,000,000.00.', 'El importe: debe estar entre $0.01 y $1,000,000.00.'],
    ['The value may have at most two decimals.', 'El valor: puede tener como máximo dos decimales.'],
    [
      'This Idempotency-Key was already used with a different request.',
      'Esta Idempotency-Key ya se usó con otra solicitud.',
    ],
    [
      'Read-only impersonation: you can look, not change.',
      'Vista de solo lectura del portal: puede mirar, pero no cambiar nada.',
    ],
  ])('shows “%s” in Spanish as “%s”', async (server, spanish) => {
    await i18n.changeLanguage('es');
    expect(translateServerText(server)).toBe(spanish);
  });

  it('keeps a text it does not know, or whose field has no Spanish name, as the server wrote it', async () => {
    await i18n.changeLanguage('es');
    expect(translateServerText('The referral code is unknown.')).toBe('The referral code is unknown.');
    expect(translateServerText('Widget colour is required.')).toBe('Widget colour is required.');
    expect(translateServerText('The widget has already been taken.')).toBe('The widget has already been taken.');
  });

  it('shows the server’s own text in English', () => {
    expect(translateServerText('The discount code has already been taken.')).toBe(
      'The discount code has already been taken.',
    );
  });

  it('translates a failure’s message for its notification', async () => {
    await i18n.changeLanguage('es');
    expect(failureText(new Error('This class is cancelled.'))).toBe('Esta clase está cancelada.');
  });

  it('has every catalogue text in both languages, the English one exactly the server’s', () => {
    for (const [key, template] of Object.entries(SERVER_MESSAGE_TEMPLATES)) {
      if (key === 'required') continue; // whole sentences per field: forms.required
      expect(i18n.getResource('en', 'forms', `server.${key}`)).toBe(template.replace(/\{(\w+)\}/g, '{{$1}}'));
      expect(i18n.getResource('es', 'forms', `server.${key}`)).toEqual(expect.any(String));
    }
  });
});
