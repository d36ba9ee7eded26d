/** Money is stored as integer cents and crosses the API as a number with two decimal places. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}
