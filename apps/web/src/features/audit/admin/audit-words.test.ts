import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_WORDS_EN,
  AUDIT_ACTION_WORDS_ES,
  AUDIT_SUBJECT_WORDS_EN,
  AUDIT_SUBJECT_WORDS_ES,
} from '@owner-portal/contract/audit-words';
import en from '../../../locales/en/admin-audit.json';
import es from '../../../locales/es/admin-audit.json';

/** `{contact: {update: '…'}}` → `{'contact.update': '…'}`: how the screen looks an action up. */
const flat = (nested: Record<string, Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(nested).flatMap(([subject, verbs]) =>
      Object.entries(verbs).map(([verb, words]) => [`${subject}.${verb}`, words]),
    ),
  );

/** The screen says what the CSV export says, in either language (decision 124). */
describe.each([
  ['English', en, AUDIT_ACTION_WORDS_EN, AUDIT_SUBJECT_WORDS_EN],
  ['Spanish', es, AUDIT_ACTION_WORDS_ES, AUDIT_SUBJECT_WORDS_ES],
])('%s audit log words', (_language, locale, actions, subjects) => {
  it('name every action as the export does', () => {
    expect(flat(locale.action)).toEqual(actions);
  });

  it('name every record type as the export does', () => {
    expect(locale.subjects).toEqual(subjects);
  });
});
