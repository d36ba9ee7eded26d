import { matchServerMessage, type ServerMessageKey } from '../server-messages.ts';
import { fieldLabel } from '../validation-rules.ts';

/**
 * The words of the rejected-rows report in Spanish (decision 123): its columns' names, and a row's
 * reasons (the server's messages about an imported field, as the web's locales/es/server.json words
 * them, without the field, which the report names before each). A reason not here stays in English.
 */
export const IMPORT_FIELD_NAMES_ES: Readonly<Record<string, string>> = {
  company_name: 'Empresa',
  subsidiary_id: 'ID de filial',
  first_name: 'Nombre',
  last_name: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  internal_id: 'ID interno',
  lang_code: 'Idioma',
};

const REASONS: Partial<Record<ServerMessageKey, { es: string }>> = {
  required: { es: 'Este campo es obligatorio.' },
  invalidEmail: { es: 'Correo electrónico no válido.' },
  invalidPhone: { es: 'Número de teléfono no válido.' },
  tooLong: { es: 'No puede tener más de {n} caracteres.' },
  controlCharacters: { es: 'No puede contener caracteres de control.' },
  digitsOnly: { es: 'Solo puede contener dígitos.' },
  taken: { es: 'Ya está en uso.' },
  selectedInvalid: { es: 'La selección no es válida.' },
  wholeNumber: { es: 'Debe ser un número entero.' },
  mustBeId: { es: 'Debe ser un identificador.' },
  importOtherSubsidiary: { es: 'Solo puede importar clientes de la filial {n}.' },
  importContactOtherSubsidiary: { es: 'Este contacto pertenece a una empresa de otra filial.' },
};

/** One reason of a rejected row, "Field: message", in the reader's language. */
export function importReason(field: string, message: string, lang: 'en' | 'es'): string {
  if (lang === 'en') return `${fieldLabel(field)}: ${message}`;
  const match = matchServerMessage(message);
  const template = match ? REASONS[match.key]?.es : undefined;
  const text = template ? template.replace(/\{(\w+)\}/g, (_, name: string) => match!.params[name] ?? '') : message;
  return `${IMPORT_FIELD_NAMES_ES[field] ?? fieldLabel(field)}: ${text}`;
}
