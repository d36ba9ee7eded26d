import type { MailMessage } from '../../plugins/mailer.ts';

const TEXT = {
  en: {
    subject: (product: string) => `Next steps after your ${product} pre-training`,
    body: (name: string, product: string, schedulesUrl: string, vision: boolean) =>
      [
        `Hello ${name},`,
        '',
        `Thank you for finishing the pre-training for your ${product}. Here is what comes next:`,
        '',
        `1. Schedule your live online training: ${schedulesUrl}`,
        '2. Keep your checklists at hand and have the machine unpacked and in place for the session.',
        ...(vision ? ['3. Do not power on the printer before your online training.'] : []),
        '',
        'Your trainer will walk you through the machine during the session.',
        '',
        'The Owner Portal team',
      ].join('\n'),
  },
  es: {
    subject: (product: string) => `Próximos pasos tras la pre-capacitación de su ${product}`,
    body: (name: string, product: string, schedulesUrl: string, vision: boolean) =>
      [
        `Hola ${name}:`,
        '',
        `Gracias por completar la pre-capacitación de su ${product}. Estos son los próximos pasos:`,
        '',
        `1. Programe su capacitación en línea en vivo: ${schedulesUrl}`,
        '2. Tenga a mano sus listas de verificación y la máquina desembalada y en su sitio para la sesión.',
        ...(vision ? ['3. No encienda la impresora antes de su capacitación en línea.'] : []),
        '',
        'Su capacitador le guiará por la máquina durante la sesión.',
        '',
        'El equipo del Portal de Propietarios',
      ].join('\n'),
  },
} as const;

/** The thank-you mail with next steps, in the owner's language, sent when pre-training is finished. */
export function thankYouMail(options: {
  to: string;
  firstName: string;
  lang: string;
  product: string;
  vision: boolean;
  publicUrl: string;
}): MailMessage {
  const text = options.lang === 'es' ? TEXT.es : TEXT.en;
  const schedulesUrl = `${options.publicUrl.replace(/\/$/, '')}/schedules`;
  return {
    to: options.to,
    subject: text.subject(options.product),
    text: text.body(options.firstName, options.product, schedulesUrl, options.vision),
  };
}
