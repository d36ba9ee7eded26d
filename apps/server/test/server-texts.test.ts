import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGE_TEMPLATES } from '@owner-portal/contract/server-messages';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'packages/contract/src'];

/**
 * Code whose sentences never reach a reader of the portal: the demo data and the command line (the
 * operator's), mails (their own templates, in both languages), the API document, the health probes
 * (a load balancer's), the job queue (logs) and the integration API's replies (read by the business
 * systems' programs and their developers, in English like the API document; the staff's API-key
 * screen's own texts are in the catalogue).
 */
const NOT_FOR_READERS = [
  /^apps\/server\/src\/(seed|cli|jobs)\//,
  /^(packages\/contract\/src|apps\/server\/src\/features)\/integration\/(?!admin-)/,
  /-mail(-text)?\.ts$/,
  /\/openapi[\w-]*\.ts$/,
  /\/health-routes\.ts$/,
  /\/http-server\.ts$/,
];

/** A programmer's error (never sent: the error handler answers "Server error."), or words for the API document. */
function outsideReplies(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isNewExpression(up) && /Error$/.test(up.expression.getText())) return true;
    if (ts.isPropertyAssignment(up) && ['description', 'summary', 'examples', 'en', 'es'].includes(up.name.getText()))
      return true;
  }
  return false;
}

/** A sentence as written in the source, each `${…}` replaced by a marker. */
const MARK = '\u0000';
function sentenceOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => MARK + s.literal.text).join('');
  return null;
}

/** What a reader may meet: a sentence starting with a capital or a value, with a space, ending with a full stop. */
const looksLikeASentence = (text: string) =>
  (/^[A-Z]/.test(text) || text.startsWith(MARK)) && / /.test(text) && /\.$/.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function writtenSentences(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const name = relative(ROOT, file);
    if (NOT_FOR_READERS.some((pattern) => pattern.test(name))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const text = sentenceOf(node);
      if (text !== null && looksLikeASentence(text) && !outsideReplies(node)) {
        found.push({ where: `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\/{}]/g, '\\$&');

/** A text with its holes (`${…}` of the source, `{n}` of a template) standing for any words. */
const withHoles = (text: string, hole: RegExp) => new RegExp(`^${text.split(hole).map(escape).join('.+')}$`);

/**
 * Whether a catalogue template can be the sentence: "The selected {field} is invalid." is
 * "The selected customer is invalid.", and "This product is owned by ${n} ${customers}…" is
 * "This product is owned by {n} customers…".
 */
function covers(template: string, sentence: string): boolean {
  const filled = (text: string, hole: RegExp) => text.replace(hole, 'x');
  return (
    withHoles(template, /\{\w+\}/).test(filled(sentence, new RegExp(MARK, 'g'))) ||
    withHoles(sentence, new RegExp(MARK)).test(filled(template, /\{\w+\}/g)) ||
    withHoles(sentence, new RegExp(MARK)).test(template)
  );
}

describe('every text the server writes for a reader', () => {
  const templates = Object.values(SERVER_MESSAGE_TEMPLATES) as string[];
  const sentences = writtenSentences();

  it('is found in the server and contract sources', () => {
    expect(sentences.length).toBeGreaterThan(100);
  });

  it('is in the catalogue the web app translates (packages/contract/src/server-messages.ts)', () => {
    const missing = sentences.filter(({ text }) => !templates.some((template) => covers(template, text)));
    expect(missing.map(({ where, text }) => `${where} ${text.replaceAll(MARK, '${…}')}`)).toEqual([]);
  });
});
