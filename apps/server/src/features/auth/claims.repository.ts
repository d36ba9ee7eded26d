import type { TokenType } from '@owner-portal/contract/user';
import type { Db } from '../../db/database.ts';
import type { ClaimsInput } from '../../plugins/tokens.ts';

/** The claims of a customer user's token: its user part and its company's customer part. */
export async function loadCustomerClaims(
  db: Db,
  customerUserId: number,
  typ: Exclude<TokenType, 'staff'> = 'customer',
): Promise<ClaimsInput | null> {
  const row = await db
    .selectFrom('customer_users as cu')
    .leftJoin('customers as c', 'c.id', 'cu.customer_id')
    .leftJoin('sales_reps as r', 'r.id', 'c.sales_rep_id')
    .select([
      'cu.id',
      'cu.first_name',
      'cu.last_name',
      'cu.email',
      'cu.lang_code',
      'cu.unlocked_trainings',
      'cu.token_version',
      'c.id as customer_id',
      'c.company_name',
      'c.subsidiary_id',
      'r.name as sales_rep_name',
      'r.email as sales_rep_email',
      'r.phone as sales_rep_phone',
    ])
    .where('cu.id', '=', customerUserId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    typ,
    sub: String(row.id),
    ver: row.token_version,
    user: {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      lang_code: row.lang_code,
      role: 'customer',
    },
    customer:
      row.customer_id === null
        ? null
        : {
            id: row.customer_id,
            company_name: row.company_name ?? '',
            subsidiary_id: row.subsidiary_id ?? 0,
            sales_rep_name: row.sales_rep_name,
            sales_rep_email: row.sales_rep_email,
            sales_rep_phone: row.sales_rep_phone,
            unlocked_trainings: row.unlocked_trainings,
          },
  };
}

export interface StaffRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  lang_code: string;
  role: string;
  token_version: number;
}

export function staffClaims(staff: StaffRow): ClaimsInput {
  return {
    typ: 'staff',
    sub: String(staff.id),
    ver: staff.token_version,
    user: {
      id: staff.id,
      first_name: staff.first_name,
      last_name: staff.last_name,
      email: staff.email,
      lang_code: staff.lang_code,
      role: staff.role,
    },
    customer: null,
  };
}

export const STAFF_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'lang_code', 'role', 'token_version'] as const;
