import { formatLocale, usesSpecFormats } from './format-locale.ts';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function toAmount(value: number | string | null | undefined): number {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
}

/** Dollars in the reader's locale, e.g. 1.234,50 $ in Spain (the amounts are US dollars everywhere). */
function localDollars(amount: number, digits: 0 | 2): string {
  return new Intl.NumberFormat(formatLocale(), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/**
 * Money with a dollar sign and two decimals, negatives as -$: $1,234.50, -$12.00.
 * Readers outside en-US get their locale's grouping and sign placement.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const rounded = toAmount(value);
  if (!usesSpecFormats()) return localDollars(rounded, 2);
  const text = twoDecimals.format(Math.abs(rounded));
  return rounded < 0 ? `-$${text}` : `$${text}`;
}

/** Whole dollars for promotional copy: $2,000. */
export function formatWholeDollars(value: number): string {
  if (!usesSpecFormats()) return localDollars(value, 0);
  return `${value < 0 ? '-' : ''}$${wholeDollars.format(Math.abs(value))}`;
}

/** How a money input writes an amount for the reader: the sign's place and the separators of their region. */
export function moneyInputProps(): {
  prefix?: string;
  suffix?: string;
  thousandSeparator: string;
  decimalSeparator: string;
} {
  if (usesSpecFormats()) return { prefix: '$', thousandSeparator: ',', decimalSeparator: '.' };
  const parts = new Intl.NumberFormat(formatLocale(), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(12345.6);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const symbolFirst = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  // Spanish writes no group separator in four-digit numbers, but always one in an input's longer amounts.
  const thousandSeparator = part('group') || '.';
  return {
    ...(symbolFirst ? { prefix: '$' } : { suffix: '\u00a0$' }),
    thousandSeparator,
    decimalSeparator: part('decimal'),
  };
}
