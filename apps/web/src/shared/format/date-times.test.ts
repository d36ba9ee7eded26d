import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { formatLongDate, formatWeekdayDay } from './dates.ts';
import { formatZonedDateTime, formatZonedWeekdayTime, sameWallClock } from './date-times.ts';
import { formatEasternDate, formatEasternDateTime, formatEasternTime } from './eastern-time.ts';
import { setFormatRegion, type Region } from './format-locale.ts';
import { moneyInputProps } from './money.ts';

const as = async (region: Region, language: 'en' | 'es') => {
  setFormatRegion(region);
  await i18n.changeLanguage(language);
};

/** 8:00 in New York on 2 December 2026, 14:00 in Berlin. */
const CLASS = '2026-12-02T13:00:00Z';

describe('one formatter per kind, deciding by the reader’s region and language', () => {
  afterEach(() => as('us', 'en'));

  it.each([
    ['us', 'en', '12/02/2026 8:00 AM EST'],
    ['us', 'es', '12/02/2026 8:00 AM EST'],
    ['eu', 'en', '02/12/2026 08:00 EST'],
    ['eu', 'es', '02/12/2026 08:00 EST'],
  ] as const)('a class time in Eastern Time for a %s reader in %s: %s', async (region, language, text) => {
    await as(region, language);
    expect(formatEasternDateTime(CLASS)).toBe(text);
    expect(`${formatEasternDate(CLASS)} ${formatEasternTime(CLASS)}`).toBe(text);
  });

  it.each([
    ['us', 'en', 'Wed 2:00 PM GMT+1'],
    ['eu', 'es', 'mié 14:00 GMT+1'],
  ] as const)('the viewer’s own time beside it for a %s reader in %s: %s', async (region, language, text) => {
    await as(region, language);
    expect(formatZonedWeekdayTime(CLASS, 'Europe/Berlin')).toBe(text);
    expect(sameWallClock(CLASS, 'Europe/Berlin', 'America/New_York')).toBe(false);
    expect(sameWallClock(CLASS, 'America/Toronto', 'America/New_York')).toBe(true);
  });

  it('writes a stamp with its zone in the region’s date order', async () => {
    expect(formatZonedDateTime(CLASS, 'Europe/Madrid')).toBe('12/02/2026 2:00 PM GMT+1');
    await as('eu', 'es');
    expect(formatZonedDateTime(CLASS, 'Europe/Madrid')).toBe('02/12/2026 14:00 GMT+1');
  });

  it.each([
    ['us', 'en', 'November 24, 2026', 'Thu 11/26'],
    ['us', 'es', '24 de noviembre de 2026', 'jue 11/26'],
    ['eu', 'en', '24 November 2026', 'Thu 26/11'],
    ['eu', 'es', '24 de noviembre de 2026', 'jue 26/11'],
  ] as const)('days in words for a %s reader in %s: %s, %s', async (region, language, long, weekday) => {
    await as(region, language);
    expect(formatLongDate('2026-11-24')).toBe(long);
    expect(formatWeekdayDay('2026-11-26')).toBe(weekday);
  });

  it.each([
    ['us', 'es', { prefix: '$', thousandSeparator: ',', decimalSeparator: '.' }],
    ['eu', 'en', { prefix: '$', thousandSeparator: ',', decimalSeparator: '.' }],
    ['eu', 'es', { suffix: '\u00a0$', thousandSeparator: '.', decimalSeparator: ',' }],
  ] as const)('a money input for a %s reader in %s', async (region, language, props) => {
    await as(region, language);
    expect(moneyInputProps()).toEqual(props);
  });
});
