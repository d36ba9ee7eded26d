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

const REASONS_ES: Partial<Record<ServerMessageKey, string>> = {
  required: 'Este campo es obligatorio.',
  invalidEmail: 'Correo electrónico no válido.',
  invalidPhone: 'Número de teléfono no válido.',
  tooLong: 'No puede tener más de {n} caracteres.',
  controlCharacters: 'No puede contener caracteres de control.',
  digitsOnly: 'Solo puede contener dígitos.',
  taken: 'Ya está en uso.',
  selectedInvalid: 'La selección no es válida.',
  wholeNumber: 'Debe ser un número entero.',
  mustBeId: 'Debe ser un identificador.',
  importOtherSubsidiary: 'Solo puede importar clientes de la filial {n}.',
  importContactOtherSubsidiary: 'Este contacto pertenece a una empresa de otra filial.',
};

/** One reason of a rejected row, "Field: message", in the reader's language. */
export function importReason(field: string, message: string, lang: 'en' | 'es'): string {
  if (lang === 'en') return `${fieldLabel(field)}: ${message}`;
  const match = matchServerMessage(message);
  const template = match ? REASONS_ES[match.key] : undefined;
  const text = template ? template.replace(/\{(\w+)\}/g, (_, name: string) => match!.params[name] ?? '') : message;
  return `${IMPORT_FIELD_NAMES_ES[field] ?? fieldLabel(field)}: ${text}`;
}
