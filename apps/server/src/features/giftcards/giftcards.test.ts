import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/giftcards', () => {
  it("lists the company's cards with cents and sums the balance in cents", async () => {
    const { headers } = await signIn(t.app, 'owner@demo.test');
    const res = await t.app.inject({ url: '/api/giftcards', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: expect.any(Number), code: 'GC-4821', balance: 150.25 },
        { id: expect.any(Number), code: 'GC-9310', balance: 35.5 },
      ],
      meta: { total_balance: 185.75 },
    });
  });

  it('answers an empty list and a zero total for a company without cards', async () => {
    const { headers } = await signIn(t.app, 'eu.owner@demo.test');
    expect((await t.app.inject({ url: '/api/giftcards', headers })).json()).toEqual({
      data: [],
      meta: { total_balance: 0 },
    });
  });
});

describe('GET /api/events', () => {
  it("lists the company's event codes, unredeemed first, with the claim link", async () => {
    const { headers } = await signIn(t.app, 'owner@demo.test');
    const { data } = (await t.app.inject({ url: '/api/events', headers })).json();
    expect(data).toEqual([
      {
        id: expect.any(Number),
        description: 'ISS Long Beach — one free trade show ticket',
        discount_code: 'ISSLB-7F3K',
        redeemed: false,
        claim_url: 'https://tickets.example.com/iss-long-beach?code=ISSLB-7F3K',
        lang: 'en',
      },
      {
        id: expect.any(Number),
        description: 'Printing United Expo — one free trade show ticket',
        discount_code: 'PUE-2H9Q',
        redeemed: true,
        claim_url: expect.any(String),
        lang: 'en',
      },
    ]);
  });

  it("never shows another company's codes", async () => {
    const { headers } = await signIn(t.app, 'other.owner@demo.test');
    const { data } = (await t.app.inject({ url: '/api/events', headers })).json();
    expect(data.map((e: { discount_code: string }) => e.discount_code)).toEqual(['ISSATL-5M2P']);
  });
});
