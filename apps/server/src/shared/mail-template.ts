import type { MailMessage } from '../plugins/mailer.ts';

/** The languages a mail is written in; a recipient with any other stored language reads English. */
export type MailLanguage = 'en' | 'es';

export const mailLanguage = (code: string | null | undefined): MailLanguage => (code === 'es' ? 'es' : 'en');

/** A link to the portal: PUBLIC_URL and a path, so a mail client can open it outside the portal. */
export const portalLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}${path}`;

/** A line of facts (When: …); a value that is a link carries its url. */
export interface MailFact {
  label: string;
  value: string;
  url?: string;
}

/** A numbered step; a step with a link is its words (no full stop): "1. Schedule your training: https://…". */
export interface MailStep {
  text: string;
  url?: string;
}

export type MailBlock =
  { paragraph: string } | { facts: MailFact[] } | { button: { label: string; url: string } } | { steps: MailStep[] };

/** One mail, written once: the plain-text part and the HTML part are both drawn from it. */
export interface MailTemplate {
  lang: MailLanguage;
  subject: string;
  /** Whom the mail greets ("Hello Ana," / "Hola, Ana:"). */
  firstName: string;
  blocks: MailBlock[];
}

const GREETING: Record<MailLanguage, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  es: (name) => `Hola, ${name}:`,
};

const SIGN_OFF: Record<MailLanguage, string> = {
  en: 'The Owner Portal team',
  es: 'El equipo del Portal de Propietarios',
};

/** Whether a mail client can open this link by itself: an absolute http(s) address. */
export const isAbsoluteUrl = (url: string) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);

/** Every link in a mail is absolute: a relative one means nothing in a mail client. */
function checkedUrl(url: string): string {
  if (!isAbsoluteUrl(url)) throw new Error(`A mail link must be absolute: ${url}`);
  return url;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const link = (url: string, label: string, style = '') =>
  `<a href="${escapeHtml(checkedUrl(url))}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('facts' in block) return block.facts.map((f) => `${f.label}: ${f.url ? checkedUrl(f.url) : f.value}`).join('\n');
  if ('button' in block) return `${block.button.label}: ${checkedUrl(block.button.url)}`;
  return block.steps.map((s, i) => `${i + 1}. ${s.text}${s.url ? `: ${checkedUrl(s.url)}` : ''}`).join('\n');
}

const BUTTON =
  'display:inline-block;padding:10px 18px;border-radius:6px;background:#1c5fb8;color:#ffffff;text-decoration:none;font-weight:600';

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  if ('facts' in block) {
    const rows = block.facts.map(
      (f) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:600">${escapeHtml(f.label)}</th>` +
        `<td style="padding:2px 0">${f.url ? link(f.url, f.value) : escapeHtml(f.value)}</td></tr>`,
    );
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`;
  }
  if ('button' in block) return `<p>${link(block.button.url, block.button.label, BUTTON)}</p>`;
  const items = block.steps.map((s) => `<li>${s.url ? link(s.url, s.text) : escapeHtml(s.text)}</li>`);
  return `<ol>${items.join('')}</ol>`;
}

/** The plain-text and HTML parts of a mail, the same words in both. */
export function renderMail(template: MailTemplate): { subject: string; text: string; html: string } {
  const { lang, subject, blocks } = template;
  const greeting = GREETING[lang](template.firstName);
  const text = [greeting, ...blocks.map(blockText), SIGN_OFF[lang]].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map(blockHtml),
    `<p>${escapeHtml(SIGN_OFF[lang])}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** A mail to `to` from its template: subject, text and HTML. */
export const mailOf = (to: string, template: MailTemplate): MailMessage => ({ to, ...renderMail(template) });
