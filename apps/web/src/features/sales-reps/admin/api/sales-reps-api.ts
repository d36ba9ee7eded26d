/** The sales reps' query keys; also the prefix of the customer form's rep options, so they refresh after a change here. */
export const salesRepKeys = {
  all: ['admin', 'sales-reps'] as const,
};
