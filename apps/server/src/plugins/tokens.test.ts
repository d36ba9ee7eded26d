import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, type ClaimsInput } from './tokens.ts';

const claims: ClaimsInput = {
  sub: '7',
  typ: 'customer',
  ver: 0,
  user: {
    id: 7,
    first_name: 'Olivia',
    last_name: 'Owner',
    email: 'owner@demo.test',
    lang_code: 'en',
    role: 'customer',
  },
  customer: null,
};

afterEach(() => vi.useRealTimers());

describe('token service', () => {
  it('still refuses a token that verified before, once it has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
    const token = tokens.sign(claims, 60);
    expect(tokens.verify(token)?.sub).toBe('7');
    expect(tokens.verify(token)?.sub).toBe('7');
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a copy of a verified token with another signature', () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
    const token = tokens.sign(claims, 60);
    expect(tokens.verify(token)).not.toBeNull();
    const [header, payload] = token.split('.');
    expect(tokens.verify(`${header}.${payload}.${'A'.repeat(43)}`)).toBeNull();
  });
});
