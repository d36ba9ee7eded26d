import { ADMIN_AREAS } from '@owner-portal/contract/permissions';

/** Customers has no page per company: its list, searched for the company's name. */
export const companyPath = (companyName: string) =>
  `${ADMIN_AREAS.customers.path}?search=${encodeURIComponent(companyName)}`;
