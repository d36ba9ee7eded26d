import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../locales/es/*.json', { eager: true, import: 'default' });

function texts(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

const spanish = Object.entries(files).flatMap(([file, content]) =>
  texts(content).map(([key, text]) => [`${/([\w-]+)\.json$/.exec(file)?.[1]}:${key}`, text] as const),
);

/** docs/spanish-glossary.md: formal usted and one word for each recurring term, on every screen. */
describe('the Spanish texts follow the glossary', () => {
  it('reads the owner as usted, never tú', () => {
    const informal = /\b(tu|tus|tienes|puedes|elige|te|ti|estás|quieres|debes|revisa|confirma tu|termina)\b/i;
    expect(spanish.filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it('calls training capacitación, never formación or entrenamiento', () => {
    expect(spanish.filter(([, text]) => /formaci[oó]n|entrenamiento/i.test(text))).toEqual([]);
  });

  it('writes video without an accent, as Latin-American Spanish does (vídeo is Spain’s)', () => {
    expect(spanish.filter(([, text]) => /vídeo/i.test(text))).toEqual([]);
  });
});
