import { describe, it } from 'vitest';
import { expectWellFormedMail } from '../../../test/mail.ts';
import { inviteMail } from './invite-mail.ts';

describe('the invitation mail', () => {
  it.each([
    ['en', 'Your Owner Portal invitation'],
    ['es', 'Su invitación al Portal de Propietarios'],
  ] as const)('in %s has both parts, the subject “%s” and an absolute set-password link', (lang, subject) => {
    const mail = inviteMail({
      to: 'ana@mail.test',
      firstName: 'Ana',
      lang,
      token: 'tok_2',
      days: 7,
      publicUrl: 'http://portal.test/',
    });
    expectWellFormedMail(mail, { subject, lang, links: ['http://portal.test/auth/password/reset?token=tok_2'] });
  });
});
