import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { firstDayOfWeek, setFormatRegion } from './format-locale.ts';
import { formatInviteDate, formatOrderDate, formatPickerDate, parsePickerDate, toIsoDate } from './dates.ts';
import { easternToUtcIso, formatEasternDate, formatEasternTime } from './eastern-time.ts';
import { formatMoney, formatWholeDollars } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [-12, '-$12.00'],
    [0, '$0.00'],
    ['99.999', '$100.00'],
    [1000000, '$1,000,000.00'],
    [null, '$0.00'],
  ])('%s → %s', (value, text) => expect(formatMoney(value)).toBe(text));

  it('writes whole dollars for promotions', () => expect(formatWholeDollars(2000)).toBe('$2,000'));
});

describe('date formats for US readers', () => {
  it('orders use M/d/yy', () => expect(formatOrderDate('2026-03-07')).toBe('3/7/26'));
  it('the picker uses MM/dd/yyyy', () => expect(formatPickerDate('2026-03-07')).toBe('03/07/2026'));
  it('range values use yyyy-MM-dd', () => expect(toIsoDate(new Date(2026, 10, 2))).toBe('2026-11-02'));
  it('invites use MM/dd/yyyy h:mm aaaa in the morning', () =>
    expect(formatInviteDate(new Date(2026, 10, 22, 7, 5))).toBe('11/22/2026 7:05 a.m.'));
  it('invites use MM/dd/yyyy h:mm aaaa in the afternoon', () =>
    expect(formatInviteDate(new Date(2026, 0, 3, 15, 40))).toBe('01/03/2026 3:40 p.m.'));
  it('reads a typed picker date', () => expect(toIsoDate(parsePickerDate('12/31/2026'))).toBe('2026-12-31'));
  it('rejects an impossible picker date', () => expect(parsePickerDate('02/30/2026')).toBeNull());
  it('shows nothing for a missing date', () => expect(formatOrderDate(null)).toBe(''));
});

describe('Eastern Time', () => {
  it('shows an instant in winter time', () => {
    expect(formatEasternDate('2026-01-15T15:30:00Z')).toBe('01/15/2026');
    expect(formatEasternTime('2026-01-15T15:30:00Z')).toBe('10:30 AM EST');
  });
  it('shows an instant in summer time', () => expect(formatEasternTime('2026-07-01T14:00:00Z')).toBe('10:00 AM EDT'));
  it('converts an Eastern wall time to UTC in winter', () =>
    expect(easternToUtcIso('2026-01-15', '10:30')).toBe('2026-01-15T15:30:00.000Z'));
  it('converts an Eastern wall time to UTC in summer', () =>
    expect(easternToUtcIso('2026-07-01', '10:00')).toBe('2026-07-01T14:00:00.000Z'));
  it('shows the day in Eastern Time when UTC has moved on', () =>
    expect(formatEasternDate('2026-03-02T03:00:00Z')).toBe('03/01/2026'));
});

describe('formats by region: European readers get es-ES or en-GB by language, US readers the US ones', () => {
  afterEach(async () => {
    setFormatRegion('us');
    await i18n.changeLanguage('en');
  });

  it('writes amounts and dates the Spanish way for a European owner reading Spanish', async () => {
    setFormatRegion('eu');
    await i18n.changeLanguage('es');
    expect(formatMoney(-1234.5)).toBe('-1234,50\u00a0$');
    expect(formatMoney(12345.5)).toBe('12.345,50\u00a0$');
    expect(formatOrderDate('2026-03-07')).toBe('7/3/26');
    expect(formatPickerDate('2026-03-07')).toBe('07/03/2026');
    expect(parsePickerDate('07/03/2026')?.getMonth()).toBe(2);
    expect(formatInviteDate('2026-11-22T19:05:00')).toBe('22/11/2026 19:05');
    expect(firstDayOfWeek()).toBe(1);
  });

  it('writes them the British way for a European owner reading English', () => {
    setFormatRegion('eu');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatOrderDate('2026-03-07')).toBe('07/03/2026');
  });

  it('keeps the US formats for a US reader in either language', async () => {
    await i18n.changeLanguage('es');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatOrderDate('2026-03-07')).toBe('3/7/26');
    expect(firstDayOfWeek()).toBe(0);
  });
});
