/**
 * The training journey's rules and display texts, zod-free: the owner's training screens read them
 * on their first paint, which should not fetch the validation library (training.ts re-exports them).
 */

/** A video counts as complete once this share of its duration was reached. */
export const COMPLETE_SHARE = 0.9;

/** A vision DTG printer gets the separate "do not power on before online training" warning. */
export function isVisionDtgProduct(name: string): boolean {
  return /vision/i.test(name) && /dtg/i.test(name);
}

/** The Ri 1000/2000 DTG printer gates its post-training resources behind the warranty list. */
export function isRiWarrantyProduct(name: string): boolean {
  return /\bri\s*-?\s*(1000|2000)\b/i.test(name);
}

export const WARRANTY_LINE_KEYS = [
  'humidity',
  'temperature',
  'cartridges',
  'platen',
  'encoder',
  'nozzle',
  'cleaner',
] as const;
export type WarrantyLineKey = (typeof WARRANTY_LINE_KEYS)[number];

/** The seven warranty conditions, display only, in both languages (the server's PDF uses them too). */
export const WARRANTY_TEXT = {
  en: {
    title: 'Ri 1000/2000 warranty conditions',
    intro: 'Your warranty requires that the printer is kept within these conditions:',
    lines: {
      humidity: 'Humidity 45% to 80%.',
      temperature: 'Temperature 61F to 90F.',
      cartridges: 'Cartridges at 5% or more.',
      platen: 'Platen height 0-2 dressed, or at most 4 undressed.',
      encoder: 'Clean the encoder strip weekly or every 30 prints.',
      nozzle: 'Nozzle check daily.',
      cleaner: 'Fill with cleaner if off for more than 12 hours.',
    },
  },
  es: {
    title: 'Condiciones de garantía de la Ri 1000/2000',
    intro: 'Su garantía exige mantener la impresora dentro de estas condiciones:',
    lines: {
      humidity: 'Humedad del 45% al 80%.',
      temperature: 'Temperatura de 61F a 90F.',
      cartridges: 'Cartuchos al 5% o más.',
      platen: 'Altura de la platina 0-2 vestida, o como máximo 4 sin vestir.',
      encoder: 'Limpie la tira del codificador cada semana o cada 30 impresiones.',
      nozzle: 'Prueba de inyectores a diario.',
      cleaner: 'Llénela con limpiador si va a estar apagada más de 12 horas.',
    },
  },
} as const satisfies Record<'en' | 'es', { title: string; intro: string; lines: Record<WarrantyLineKey, string> }>;
