import { describe, expect, it } from 'vitest';
import { currentUserFromClaims } from './current-user.ts';

const user = {
  id: 7,
  first_name: 'Olivia',
  last_name: 'Owner',
  email: 'owner@demo.test',
  lang_code: 'es',
  role: 'customer',
};

describe('the current user merges the token parts', () => {
  it("merges a customer's user part and customer part", () => {
    const customer = {
      id: 3,
      company_name: 'Stitch & Thread Co.',
      subsidiary_id: 3,
      sales_rep_name: 'Maria Lopez',
      sales_rep_email: 'maria.lopez@reps.demo.test',
      sales_rep_phone: '4075550101',
      unlocked_trainings: 1,
    };
    expect(currentUserFromClaims({ user, customer })).toEqual({
      first_name: 'Olivia',
      last_name: 'Owner',
      email: 'owner@demo.test',
      lang_code: 'es',
      role: 'customer',
      subsidiary_id: 3,
      sales_rep_name: 'Maria Lopez',
      sales_rep_email: 'maria.lopez@reps.demo.test',
      sales_rep_phone: '4075550101',
      unlocked_trainings: 1,
      customer_id: 3,
      company_name: 'Stitch & Thread Co.',
    });
  });

  it('leaves the customer fields empty for staff, who have no customer part', () => {
    const staff = currentUserFromClaims({ user: { ...user, role: 'admin' }, customer: null });
    expect(staff).toMatchObject({
      role: 'admin',
      subsidiary_id: null,
      customer_id: null,
      company_name: null,
      unlocked_trainings: 0,
    });
  });
});
