const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money with a dollar sign and two decimals, negatives as -$ (SPEC point 9): $1,234.50, -$12.00. */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const rounded = Math.round(safe * 100) / 100;
  const text = twoDecimals.format(Math.abs(rounded));
  return rounded < 0 ? `-$${text}` : `$${text}`;
}

/** Whole dollars for promotional copy: $2,000. */
export function formatWholeDollars(value: number): string {
  return `${value < 0 ? '-' : ''}$${wholeDollars.format(Math.abs(value))}`;
}
