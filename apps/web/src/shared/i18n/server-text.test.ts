import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE_TEMPLATES } from '@owner-portal/contract/server-messages';
import { i18n } from './i18n.ts';
import serverEn from '../../locales/en/server.json';
import serverEs from '../../locales/es/server.json';
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

  it('keeps a text the catalogue does not know as the server wrote it', async () => {
    await i18n.changeLanguage('es');
    expect(translateServerText('Something else entirely.')).toBe('Something else entirely.');
  });

  it('says the sentence without the name of a field that has no Spanish name, never half in English', async () => {
    await i18n.changeLanguage('es');
    expect(translateServerText('Widget colour is required.')).toBe('Este campo es obligatorio.');
    expect(translateServerText('The widget has already been taken.')).toBe('Este valor ya está en uso.');
    expect(translateServerText('The widget must be at least 3.')).toBe('Debe ser al menos 3.');
  });

  it.each([
    ['This password link is invalid or has expired.', 'Este enlace de contraseña no es válido o ha caducado.'],
    ['The referral code is unknown.', 'El código de referido no existe.'],
    ['Server error.', 'Error del servidor.'],
    ['This action is unauthorized.', 'No tiene permiso para realizar esta acción.'],
    ['This series is still used by 4 products.', 'La serie: todavía lo usan 4 productos.'],
    ['Thumbnail must be a PNG, JPEG or WebP image.', 'La miniatura: debe ser una imagen PNG, JPEG o WebP.'],
    ['The kind must be image, pdf or video.', 'El valor no está entre los permitidos.'],
    ['Unknown machine type: Laser.', 'Tipo de máquina desconocido: Laser.'],
    [
      'Please wait before answering this quiz again: you can try again in 3 minutes.',
      'Espere antes de volver a responder este cuestionario: puede intentarlo de nuevo en 3 minutos.',
    ],
  ])('shows the server’s “%s” in Spanish as “%s”', async (server, spanish) => {
    await i18n.changeLanguage('es');
    expect(translateServerText(server)).toBe(spanish);
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
      const english = template.replace(/\{(\w+)\}/g, '{{$1}}');
      if (template.includes('{field}')) {
        expect(serverEn.unnamed[key as keyof typeof serverEn.unnamed], key).toBe(english);
        expect(serverEs.unnamed[key as keyof typeof serverEs.unnamed], key).not.toMatch(/{{field}}/);
      }
      if (key === 'required') continue; // whole sentences per field: forms.required
      expect(serverEn[key as keyof typeof serverEn], key).toBe(english);
      expect(serverEs[key as keyof typeof serverEs], key).toEqual(expect.any(String));
    }
  });
});
