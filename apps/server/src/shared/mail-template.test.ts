import { describe, expect, it } from 'vitest';
import { mailLanguage, mailOf, portalLink, renderMail } from './mail-template.ts';

describe('a mail drawn from one template', () => {
  const template = {
    lang: 'es' as const,
    subject: 'Asunto <importante>',
    firstName: 'Ana & Luis',
    blocks: [
      { paragraph: 'Primer párrafo.' },
      {
        facts: [
          { label: 'Cuándo', value: 'mañana' },
          { label: 'Enlace', value: 'la clase', url: 'https://meet.test/x?a=1&b=2' },
        ],
      },
      { button: { label: 'Abrir', url: portalLink('http://portal.test/', '/schedules') } },
      { steps: [{ text: 'Reserve', url: 'http://portal.test/schedules' }, { text: 'Prepare la máquina.' }] },
    ],
  };

  it('has a plain-text part and an HTML part with the same words, the HTML escaped and in the mail’s language', () => {
    const { subject, text, html } = renderMail(template);
    expect(subject).toBe('Asunto <importante>');
    expect(text).toBe(
      [
        'Hola, Ana & Luis:',
        'Primer párrafo.',
        'Cuándo: mañana\nEnlace: https://meet.test/x?a=1&b=2',
        'Abrir: http://portal.test/schedules',
        '1. Reserve: http://portal.test/schedules\n2. Prepare la máquina.',
        'El equipo del Portal de Propietarios',
      ].join('\n\n'),
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Asunto &lt;importante&gt;</title>');
    expect(html).toContain('<p>Hola, Ana &amp; Luis:</p>');
    expect(html).toContain('<a href="https://meet.test/x?a=1&amp;b=2">la clase</a>');
    expect(html).toContain('<li><a href="http://portal.test/schedules">Reserve</a></li>');
  });

  it('refuses a link a mail client cannot open by itself', () => {
    expect(() => renderMail({ ...template, blocks: [{ button: { label: 'Abrir', url: '/schedules' } }] })).toThrow(
      'A mail link must be absolute: /schedules',
    );
    expect(() =>
      renderMail({ ...template, blocks: [{ button: { label: 'x', url: 'javascript:alert(1)' } }] }),
    ).toThrow();
  });

  it('addresses the message and writes English to a reader of any other language', () => {
    expect(mailOf('ana@mail.test', { ...template, lang: 'en' }).to).toBe('ana@mail.test');
    expect(mailLanguage('es')).toBe('es');
    expect(mailLanguage('fr')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
  });
});
