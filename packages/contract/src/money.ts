import { z } from 'zod';

/**
 * Every money input of the API: dollars with at most two decimals, inside a documented range
 * (docs/security.md, "Money inputs"). The ceilings keep each amount, and a ledger's sum of them, far from
 * where a double loses cents (~9e15) and where PostgreSQL's integer cents overflow (21,474,836.47).
 */
export interface MoneyRange {
  /** Inclusive, in dollars. */
  min: number;
  /** Inclusive, in dollars. */
  max: number;
}

/** A sale, a redemption or a payout: more than 0 (at least one cent), at most a million. */
export const POSITIVE_AMOUNT: MoneyRange = { min: 0.01, max: 1_000_000 };
/** A value a payout tag credits per machine sale: may be 0, at most a sale's ceiling. */
export const TAG_VALUE: MoneyRange = { min: 0, max: 1_000_000 };

/** "1,000,000.00": how a range bound is written in messages. */
export const formatMoney = (dollars: number) =>
  dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const moneyNumberMessage = (field: string) => `The ${field} must be a number.`;
export const twoDecimalsMessage = (field: string) => `The ${field} may have at most two decimals.`;
export const moneyRangeMessage = (field: string, range: MoneyRange) =>
  `The ${field} must be between $${formatMoney(range.min)} and $${formatMoney(range.max)}.`;

export const hasTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * A money amount in dollars (the API's form of integer cents), checked against its range. The range
 * is min/max rather than a refine so the OpenAPI document states it.
 */
export function money(field: string, range: MoneyRange) {
  return z
    .number({ error: moneyNumberMessage(field) })
    .min(range.min, { error: moneyRangeMessage(field, range), abort: true })
    .max(range.max, { error: moneyRangeMessage(field, range), abort: true })
    .refine(hasTwoDecimals, { error: twoDecimalsMessage(field) });
}
