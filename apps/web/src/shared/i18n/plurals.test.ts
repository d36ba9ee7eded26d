import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of every locale file as [`lang/ns:key.path`, text]. */
function texts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (tree: unknown, name: string) => {
    if (typeof tree === 'string') out.push([name, tree]);
    else if (tree && typeof tree === 'object')
      for (const [key, value] of Object.entries(tree)) walk(value, name.endsWith(':') ? `${name}${key}` : `${name}.${key}`);
  };
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match) walk(content, `${match[1]}/${match[2]}:`);
  }
  return out;
}

describe('counted words follow the language plural rules (i18next _one/_other)', () => {
  it('every text with {{count}} is a plural form (_one, _other…), never one text for every number', () => {
    const single = texts()
      .filter(([key, text]) => /{{\s*count\s*}}/.test(text) && !PLURAL_SUFFIX.test(key))
      .map(([key]) => key);
    expect(single).toEqual([]);
  });

  it('every plural key has both its _one and its _other form', () => {
    const keys = new Set(texts().map(([key]) => key));
    const missing: string[] = [];
    for (const key of keys) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (base === key) continue;
      for (const form of ['one', 'other']) if (!keys.has(`${base}_${form}`)) missing.push(`${base}_${form}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('reads "1 seat left" and "quedan 4 lugares", not "1 seats left"', async () => {
    const i18n = createInstance();
    const load = (lang: string) => files[`../../locales/${lang}/schedule.json`]!;
    await i18n.init({ lng: 'en', resources: { en: { schedule: load('en') }, es: { schedule: load('es') } } });
    expect(i18n.t('schedule:form.seatsLeft', { count: 1 })).toBe('1 seat left');
    expect(i18n.t('schedule:form.seatsLeft', { count: 4 })).toBe('4 seats left');
    expect(i18n.t('schedule:form.seatsLeft', { count: 1, lng: 'es' })).toBe('queda 1 lugar');
    expect(i18n.t('schedule:form.seatsLeft', { count: 4, lng: 'es' })).toBe('quedan 4 lugares');
  });
});
