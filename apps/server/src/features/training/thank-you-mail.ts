import type { MailMessage } from '../../plugins/mailer.ts';
import { mailLanguage, mailOf, portalLink, type MailStep } from '../../shared/mail-template.ts';

const TEXT = {
  en: {
    subject: (product: string) => `Next steps after your ${product} pre-training`,
    lead: (product: string) => `Thank you for finishing the pre-training for your ${product}. Here is what comes next:`,
    schedule: 'Schedule your live online training',
    prepare: 'Keep your checklists at hand and have the machine unpacked and in place for the session.',
    vision: 'Do not power on the printer before your online training.',
    trainer: 'Your trainer will walk you through the machine during the session.',
  },
  es: {
    subject: (product: string) => `Próximos pasos tras la pre-capacitación de su ${product}`,
    lead: (product: string) =>
      `Gracias por completar la pre-capacitación de su ${product}. Estos son los próximos pasos:`,
    schedule: 'Programe su capacitación en línea en vivo',
    prepare: 'Tenga a mano sus listas de verificación y la máquina desembalada y en su sitio para la sesión.',
    vision: 'No encienda la impresora antes de su capacitación en línea.',
    trainer: 'Su capacitador le guiará por la máquina durante la sesión.',
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
  const lang = mailLanguage(options.lang);
  const text = TEXT[lang];
  const steps: MailStep[] = [
    { text: text.schedule, url: portalLink(options.publicUrl, '/schedules') },
    { text: text.prepare },
    ...(options.vision ? [{ text: text.vision }] : []),
  ];
  return mailOf(options.to, {
    lang,
    subject: text.subject(options.product),
    firstName: options.firstName,
    blocks: [{ paragraph: text.lead(options.product) }, { steps }, { paragraph: text.trainer }],
  });
}
