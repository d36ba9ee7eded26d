import type { FastifyInstance } from 'fastify';
import { API_KEY_SCOPES, type ApiKeyScope } from '@owner-portal/contract/integration/api-keys';
import { signInStaff } from './sessions.ts';

export interface TestApiKey {
  id: number;
  key: string;
  /** `authorization: Bearer op_…` */
  headers: Record<string, string>;
}

/** An API key made as the demo admin makes one (POST /api/admin/api-keys), with every scope unless told. */
export async function createApiKey(
  app: FastifyInstance,
  { name = `Test key ${Date.now()}`, scopes = [...API_KEY_SCOPES] }: { name?: string; scopes?: ApiKeyScope[] } = {},
): Promise<TestApiKey> {
  const admin = await signInStaff(app, 'admin');
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: admin.headers,
    payload: { name, scopes },
  });
  if (res.statusCode !== 201) throw new Error(`creating an API key failed: ${res.statusCode} ${res.body}`);
  const { data, key } = res.json<{ data: { id: number }; key: string }>();
  return { id: data.id, key, headers: { authorization: `Bearer ${key}` } };
}
