import { mailOf, portalLink, type MailLanguage } from '../../shared/mail-template.ts';

const TEXT = {
  en: {
    subject: 'Reset your Owner Portal password',
    lead: (minutes: number) => `Use this link within ${minutes} minutes to choose a new password.`,
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  },
  es: {
    subject: 'Restablezca su contraseña del Portal de Propietarios',
    lead: (minutes: number) => `Use este enlace en los próximos ${minutes} minutos para elegir una nueva contraseña.`,
    button: 'Elegir una nueva contraseña',
    ignore: 'Si usted no lo pidió, puede ignorar este mensaje: su contraseña no cambia.',
  },
} as const;

/** The reset-link mail, in the account's language. */
export function passwordResetMail(options: {
  to: string;
  firstName: string;
  lang: MailLanguage;
  token: string;
  minutes: number;
  publicUrl: string;
}) {
  const text = TEXT[options.lang];
  return mailOf(options.to, {
    lang: options.lang,
    subject: text.subject,
    firstName: options.firstName,
    blocks: [
      { paragraph: text.lead(options.minutes) },
      {
        button: {
          label: text.button,
          url: portalLink(options.publicUrl, `/auth/password/reset?token=${options.token}`),
        },
      },
      { paragraph: text.ignore },
    ],
  });
}
