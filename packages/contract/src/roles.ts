/** Staff roles. Anyone else signed in is a customer. */
export const STAFF_ROLES = ['admin', 'service', 'accounting', 'finance', 'sales', 'tech', 'europe'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CUSTOMER_ROLE = 'customer';
export type Role = StaffRole | typeof CUSTOMER_ROLE;

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * Staff who only read customers' records in the back office (tech: no create, update or delete on
 * customers, contacts, notifications or the schedule). Acting as a customer, they look and change
 * nothing: their impersonation is read-only.
 */
export const READ_ONLY_STAFF_ROLES: readonly StaffRole[] = ['tech'];

export function isReadOnlyStaffRole(role: string | null | undefined): boolean {
  return (READ_ONLY_STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** Only admin counts as full admin. */
export function isFullAdmin(role: string | null | undefined): boolean {
  return role === 'admin';
}

/** Subsidiary 3 is Europe; every other value is US. */
export const EUROPE_SUBSIDIARY_ID = 3;
/** The US subsidiary a new customer gets when US is chosen. */
export const US_SUBSIDIARY_ID = 1;

export function isEuropeanSubsidiary(subsidiaryId: number | string | null | undefined): boolean {
  return Number(subsidiaryId) === EUROPE_SUBSIDIARY_ID;
}
