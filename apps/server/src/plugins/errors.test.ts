import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE } from '@owner-portal/contract/errors';
import { DATA_EXCEPTION_MESSAGE, registerErrorHandling } from './errors.ts';

/** An app whose one route fails with a PostgreSQL-shaped error of this SQLSTATE. */
async function failingWith(code: string) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/', async () => {
    throw Object.assign(new Error('refused'), { code });
  });
  await app.ready();
  return app;
}

describe('a value the database refuses as data (PostgreSQL class 22)', () => {
  it.each(['22021', '22003', '22008', '22P02', '22007'])(
    '%s answers 422 with a clear message, not 500',
    async (code) => {
      const app = await failingWith(code);
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: VALIDATION_MESSAGE, errors: { body: [DATA_EXCEPTION_MESSAGE] } });
      await app.close();
    },
  );

  it('leaves other database errors a server error', async () => {
    const app = await failingWith('42P01');
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
    await app.close();
  });
});
