/**
 * The words of a CSV export in the reader's language (decisions 042 and 119): the header row by
 * column, and the values people read (transaction types and statuses, referral types; yes/no for
 * flags). They are the web screens' words (locales/{en,es}/transactions.json, referrals.json; a web
 * test checks); the audit log's actions and record types are its screen's words (audit-words.ts).
 */
import {
  AUDIT_ACTION_WORDS_EN,
  AUDIT_ACTION_WORDS_ES,
  AUDIT_SUBJECT_WORDS_EN,
  AUDIT_SUBJECT_WORDS_ES,
} from './audit-words.ts';

export const CSV_HEADERS_EN: Readonly<Record<string, string>> = {
  date: 'Date',
  document_number: 'Document number',
  type: 'Type',
  status: 'Status',
  memo: 'Memo',
  order_number: 'Order number',
  amount: 'Amount',
  created_at: 'Date',
  customer: 'Customer',
  invoice_memo_number: 'Invoice or credit memo number',
  machine_type: 'Machine type',
  referral_value: 'Value',
  balance: 'Balance',
  id: 'ID',
  company_name: 'Company',
  subsidiary_id: 'Subsidiary',
  sales_rep_name: 'Sales rep',
  contacts_count: 'Contacts',
  actor: 'Who',
  actor_email: 'Email',
  impersonated: 'Acting as',
  action: 'Action',
  subject_type: 'Record type',
  subject_id: 'Record ID',
  subject_name: 'Record',
  ip_address: 'Address',
  changes: 'Changes',
  reason: 'Reason',
  row: 'Row',
  email: 'Email',
};

export const CSV_VALUES_EN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  type: {
    invoice: 'Invoice',
    payment: 'Payment',
    credit_memo: 'Credit memo',
    refund: 'Refund',
    sale: 'Referral',
    redemption: 'Redeemed',
  },
  status: {
    open: 'Open',
    paid_in_full: 'Paid in full',
    applied: 'Applied',
    pending_approval: 'Pending approval',
    voided: 'Voided',
    fully_applied: 'Fully applied',
  },
  action: AUDIT_ACTION_WORDS_EN,
  subject_type: AUDIT_SUBJECT_WORDS_EN,
};

export const CSV_YES_NO_EN = { yes: 'Yes', no: 'No' } as const;

export const CSV_HEADERS_ES: Readonly<Record<string, string>> = {
  date: 'Fecha',
  document_number: 'Número de documento',
  type: 'Tipo',
  status: 'Estado',
  memo: 'Nota',
  order_number: 'Número de pedido',
  amount: 'Importe',
  created_at: 'Fecha',
  customer: 'Cliente',
  invoice_memo_number: 'Número de factura o nota de crédito',
  machine_type: 'Tipo de máquina',
  referral_value: 'Valor',
  balance: 'Saldo',
  id: 'ID',
  company_name: 'Empresa',
  subsidiary_id: 'Filial',
  sales_rep_name: 'Representante de ventas',
  contacts_count: 'Contactos',
  actor: 'Quién',
  actor_email: 'Correo electrónico',
  impersonated: 'En nombre de',
  action: 'Acción',
  subject_type: 'Tipo de registro',
  subject_id: 'ID del registro',
  subject_name: 'Registro',
  ip_address: 'Dirección',
  changes: 'Cambios',
  reason: 'Motivo',
  row: 'Fila',
  email: 'Correo electrónico',
};

/** Values by column; a value not listed (an ERP status the portal does not know) stays as sent. */
export const CSV_VALUES_ES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  type: {
    invoice: 'Factura',
    payment: 'Pago',
    credit_memo: 'Nota de crédito',
    refund: 'Reembolso',
    sale: 'Referido',
    redemption: 'Canjeado',
  },
  // The ERP writes statuses as English words ("Paid In Full"): looked up as paid_in_full.
  status: {
    open: 'Abierta',
    paid_in_full: 'Pagada por completo',
    applied: 'Aplicado',
    pending_approval: 'Pendiente de aprobación',
    voided: 'Anulada',
    fully_applied: 'Aplicado por completo',
  },
  action: AUDIT_ACTION_WORDS_ES,
  subject_type: AUDIT_SUBJECT_WORDS_ES,
};

export const CSV_YES_NO_ES = { yes: 'Sí', no: 'No' } as const;

/** "Paid In Full" → "paid_in_full": how a status is looked up (as the transactions screen does). */
export const csvValueKey = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '_');
