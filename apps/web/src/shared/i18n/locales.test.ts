import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

type Tree = Record<string, unknown>;

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

function byLanguage(lang: string): Map<string, Map<string, unknown>> {
  const out = new Map<string, Map<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === lang && match[2]) out.set(match[2], flatten(content));
  }
  return out;
}

const en = byLanguage('en');
const es = byLanguage('es');

describe('locale files', () => {
  it('has the same namespaces in English and Spanish', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each([...en.keys()])('namespace %s has every key in both languages', (ns) => {
    const enKeys = [...(en.get(ns)?.keys() ?? [])].sort();
    const esKeys = [...(es.get(ns)?.keys() ?? [])].sort();
    expect(esKeys).toEqual(enKeys);
  });

  it.each([...en.keys()])('namespace %s has no empty text', (ns) => {
    for (const lang of [en, es]) {
      for (const [key, value] of lang.get(ns) ?? []) {
        expect(value, key).not.toBe('');
      }
    }
  });

  /**
   * What Spanish may leave out: a field's English name where no Spanish one exists ("Este campo es
   * obligatorio.") and a list of the API's English words.
   */
  const mayOmit = (ns: string, key: string): string[] => {
    if ((ns === 'forms' && key === 'validation.required') || (ns === 'server' && key.startsWith('unnamed.')))
      return ['field', 'list'];
    return ns === 'server' ? ['list'] : [];
  };

  it.each([...en.keys()])('namespace %s uses the same placeholders in both languages', (ns) => {
    const placeholders = (value: unknown) => [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
    for (const [key, value] of en.get(ns) ?? []) {
      const omitted = mayOmit(ns, key);
      const spanish = placeholders(es.get(ns)?.get(key));
      expect(spanish, key).toEqual(placeholders(value).filter((p) => !omitted.includes(p) || spanish.includes(p)));
    }
  });

  it.each([
    ['notifications', 'empty', 'Nothing pending :)'],
    ['notifications', 'markAllRead', 'mark all as read'],
    ['auth', 'errors.unauthorizedTitle', 'Unauthorized request'],
    ['auth', 'errors.wrongCredentials', 'Wrong email or password.'],
    ['auth', 'errors.failTitle', 'Fail request'],
    ['auth', 'errors.generic', 'Something was wrong. try again'],
    ['common', 'errors.title', 'Error'],
    ['forms', 'validation.required', '{{field}} is required.'],
    ['forms', 'validation.phone', 'Invalid phone number.'],
    ['forms', 'validation.email', 'Invalid email address.'],
    ['shell', 'screens.dashboard', 'Dashboard'],
    ['products-screens', 'list', 'My Products'],
    ['training-screens', 'preTraining', 'Pre-Training'],
    ['training-screens', 'postTraining', 'Post-Training'],
    ['schedule-screens', 'schedules', 'Training Schedule'],
    ['orders-screens', 'list', 'My Orders'],
    ['transactions-screens', 'list', 'Transaction History'],
    ['referrals-screens', 'rewards', 'Referral Rewards'],
    ['account-screens', 'account', 'Account Setting'],
    ['transactions-screens', 'detail', 'Transaction Details'],
    ['common', 'legal.terms', 'Terms of Service'],
    ['common', 'legal.privacy', 'Privacy Policy'],
  ])('English %s:%s is the required wording', (ns, key, text) => {
    expect(en.get(ns)?.get(key)).toBe(text);
  });
});
