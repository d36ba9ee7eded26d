import { expect } from 'vitest';

/** An outbox .eml with its quoted-printable soft breaks and escapes undone, so links can be read. */
export function decodeMail(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of the set-password link in a mail, if any. */
export function mailedLinkToken(eml: string): string | undefined {
  return /http:\/\/portal\.test\/auth\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(decodeMail(eml))?.[1];
}

/** What every mail must be: both parts, the subject, exactly the expected absolute links in each part. */
export function expectWellFormedMail(
  message: { subject: string; text: string; html?: string },
  expected: { subject: string; lang: 'en' | 'es'; links: string[] },
) {
  expect(message.subject).toBe(expected.subject);
  expect(message.text.length).toBeGreaterThan(0);
  expect(message.html).toContain(`<html lang="${expected.lang}">`);
  const hrefs = [...message.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const textLinks = [...message.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  expect(hrefs.sort()).toEqual([...expected.links].sort());
  expect(textLinks.sort()).toEqual([...expected.links].sort());
  if (expected.lang === 'es') {
    // One register: usted, never tú (docs/spanish-glossary.md); one word for training.
    expect(message.text).not.toMatch(/\b(tu|tus|te|ti|tienes|estás|puedes|elige|reserva otro|gestiona)\b/i);
    expect(message.text).not.toMatch(/formaci[oó]n/i);
  }
}

/** The Subject header of an .eml as a reader sees it: unfolded, its RFC 2047 words decoded. */
export function mailSubject(eml: string): string {
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)?.[1] ?? '';
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : Buffer.from(
            word
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}
