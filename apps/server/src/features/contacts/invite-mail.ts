import { mailOf, portalLink, type MailLanguage } from '../../shared/mail-template.ts';

const TEXT = {
  en: {
    subject: 'Your Owner Portal invitation',
    lead: (days: number) =>
      `You have been invited to the Owner Portal. Use this link within ${days} days to choose your password.`,
    button: 'Choose your password',
    signIn: (email: string) => `You sign in with this email address: ${email}.`,
  },
  es: {
    subject: 'Su invitación al Portal de Propietarios',
    lead: (days: number) =>
      `Le invitamos al Portal de Propietarios. Use este enlace en los próximos ${days} días para elegir su contraseña.`,
    button: 'Elegir su contraseña',
    signIn: (email: string) => `Usted inicia sesión con este correo electrónico: ${email}.`,
  },
} as const;

/** The invitation with its set-password link, in the contact's language. */
export function inviteMail(options: {
  to: string;
  firstName: string;
  lang: MailLanguage;
  token: string;
  days: number;
  publicUrl: string;
}) {
  const text = TEXT[options.lang];
  return mailOf(options.to, {
    lang: options.lang,
    subject: text.subject,
    firstName: options.firstName,
    blocks: [
      { paragraph: text.lead(options.days) },
      {
        button: {
          label: text.button,
          url: portalLink(options.publicUrl, `/auth/password/reset?token=${options.token}`),
        },
      },
      { paragraph: text.signIn(options.to) },
    ],
  });
}
