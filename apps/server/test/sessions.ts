import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';

/** Signs in a demo account and returns its bearer header. */
export async function signIn(app: FastifyInstance, email: string, kind: 'customer' | 'staff' = 'customer') {
  const res = await app.inject({
    method: 'POST',
    url: kind === 'staff' ? '/api/admin/login' : '/api/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ access_token: string }>().access_token;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

export const signInStaff = (app: FastifyInstance, role: string) => signIn(app, `${role}@demo.test`, 'staff');

/** The payload of a JWT, unverified (what a client reads). */
export function decodeClaims(token: string): Record<string, unknown> & { exp: number; typ: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
