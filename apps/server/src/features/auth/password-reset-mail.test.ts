import { describe, it } from 'vitest';
import { expectWellFormedMail } from '../../../test/mail.ts';
import { passwordResetMail } from './password-reset-mail.ts';

describe('the password-reset mail', () => {
  it.each([
    ['en', 'Reset your Owner Portal password'],
    ['es', 'Restablezca su contraseña del Portal de Propietarios'],
  ] as const)('in %s has both parts, the subject “%s” and an absolute reset link', (lang, subject) => {
    const mail = passwordResetMail({
      to: 'ana@mail.test',
      firstName: 'Ana',
      lang,
      token: 'tok_1',
      minutes: 60,
      publicUrl: 'http://portal.test',
    });
    expectWellFormedMail(mail, { subject, lang, links: ['http://portal.test/auth/password/reset?token=tok_1'] });
  });
});
