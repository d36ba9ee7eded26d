import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@owner-portal/contract/customers/customers';
import { isEuropeanSubsidiary, EUROPE_SUBSIDIARY_ID, US_SUBSIDIARY_ID } from '@owner-portal/contract/roles';
import { defineForm } from '../../../shared/admin/define-form.ts';
import { payoutTagOptionsQueryOptions, salesRepOptionsQueryOptions } from './api/customers-api.ts';
import './admin-customers-i18n.ts';

/** The sales reps, for everyone who may open Customers (the Sales Reps screen may be closed to them). */
function useSalesRepOptions() {
  const reps = useQuery(salesRepOptionsQueryOptions());
  return { data: reps.data?.map((rep) => ({ value: String(rep.id), label: rep.name })), isError: reps.isError };
}

/** The payout tags: the one a customer holds decides what its referrals earn (an influencer's, say). */
function usePayoutTagOptions() {
  const tags = useQuery(payoutTagOptionsQueryOptions());
  return { data: tags.data?.map((tag) => ({ value: String(tag.id), label: tag.name })), isError: tags.isError };
}

/** Company name, subsidiary (US or Europe, as a select) and the assigned sales rep. */
export const customerForm = defineForm<Customer>({
  fields: {
    company_name: { required: true },
    subsidiary_id: {
      type: 'select',
      required: true,
      numeric: true,
      // US (1) or Europe (3); a customer saved with another US number keeps it as an option (decision 050).
      options: ({ item }, t) => {
        const ids = [US_SUBSIDIARY_ID, EUROPE_SUBSIDIARY_ID];
        if (item && !ids.includes(item.subsidiary_id)) ids.push(item.subsidiary_id);
        return ids.map((id) => ({
          value: String(id),
          label: `${id} · ${isEuropeanSubsidiary(id) ? t('europe') : t('us')}`,
        }));
      },
    },
    sales_rep_id: {
      type: 'choice',
      useOptions: useSalesRepOptions,
      current: (c) =>
        c.sales_rep_id && c.sales_rep_name ? { value: String(c.sales_rep_id), label: c.sales_rep_name } : null,
      placeholder: 'noRep',
      unavailable: 'errors.reps',
    },
    // Europe has no referral programme (its referral screens are closed), so no tag there.
    referral_payout_tag_id: {
      type: 'choice',
      useOptions: usePayoutTagOptions,
      placeholder: 'noPayoutTag',
      unavailable: 'errors.payoutTags',
      description: 'payoutTagHint',
      when: ({ values }) => !isEuropeanSubsidiary(Number(values.subsidiary_id)),
      send: (value, ctx) => (ctx.shown ? (value ?? null) : null),
    },
  },
});
