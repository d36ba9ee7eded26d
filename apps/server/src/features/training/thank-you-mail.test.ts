import { describe, expect, it } from 'vitest';
import { expectWellFormedMail } from '../../../test/mail.ts';
import { thankYouMail } from './thank-you-mail.ts';

describe('the thank-you mail after pre-training', () => {
  it.each([
    ['en', 'Next steps after your Ri 1000 pre-training', 'Do not power on the printer'],
    ['es', 'Próximos pasos tras la pre-capacitación de su Ri 1000', 'No encienda la impresora'],
  ] as const)('in %s has both parts, the subject “%s” and an absolute schedule link', (lang, subject, vision) => {
    const mail = thankYouMail({
      to: 'ana@mail.test',
      firstName: 'Ana',
      lang,
      product: 'Ri 1000',
      vision: true,
      publicUrl: 'http://portal.test',
    });
    expectWellFormedMail(mail, { subject, lang, links: ['http://portal.test/schedules'] });
    expect(mail.text).toContain(vision);
    expect(mail.html).toContain(vision);
  });
});
