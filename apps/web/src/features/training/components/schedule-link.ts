/** The schedule page with the machine chosen (the new-training form reads `machine`). */
export const scheduleLink = (productId: number | string) =>
  `/schedules?machine=${encodeURIComponent(String(productId))}`;
