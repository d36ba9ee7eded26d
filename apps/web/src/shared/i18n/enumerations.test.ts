import { describe, expect, it } from 'vitest';
import { FULFILMENT_STEPS, LANGUAGE_CODES } from '@owner-portal/contract/constants';
import { REFERRAL_PRODUCT_FAMILIES, REFERRAL_TYPES } from '@owner-portal/contract/referrals/referrals';
import {
  APPOINTMENT_STATUSES,
  TRAINING_REGIONS,
  TRAINING_TYPES,
} from '@owner-portal/contract/schedule/schedule-constants';
import { TRANSACTION_TYPES } from '@owner-portal/contract/transactions/transactions';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function textAt(lang: string, ns: string, key: string): unknown {
  const tree = Object.entries(files).find(([path]) => path.endsWith(`/${lang}/${ns}.json`))?.[1];
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

/** Screens that name a value of the contract by `t(\`<prefix>.${value}\`)`: each value needs a text, or the key shows. */
const NAMED_VALUES: [string, string, readonly string[]][] = [
  ['schedule', 'types', TRAINING_TYPES],
  ['schedule', 'status', APPOINTMENT_STATUSES],
  ['schedule', 'languages', LANGUAGE_CODES],
  ['admin-schedule', 'types', TRAINING_TYPES],
  ['admin-schedule', 'status', APPOINTMENT_STATUSES],
  ['admin-schedule', 'languages', LANGUAGE_CODES],
  ['admin-contacts', 'page.statuses', APPOINTMENT_STATUSES],
  ['admin-contacts', 'page.regions', TRAINING_REGIONS],
  ['transactions', 'types', TRANSACTION_TYPES],
  ['referrals', 'types', REFERRAL_TYPES],
  ['referrals', 'families', REFERRAL_PRODUCT_FAMILIES],
  ['orders', 'steps', FULFILMENT_STEPS],
];

describe('every value a screen names has a word in both languages', () => {
  it.each(NAMED_VALUES.flatMap(([ns, prefix, values]) => values.map((v) => [ns, `${prefix}.${v}`] as const)))(
    '%s:%s',
    (ns, key) => {
      expect(textAt('en', ns, key)).toEqual(expect.any(String));
      expect(textAt('es', ns, key)).toEqual(expect.any(String));
    },
  );
});
