/** Which engine this run of the API suite uses: TEST_ENGINE=postgres needs TEST_DATABASE_URL. */
export function testEngine(): 'sqlite' | 'postgres' {
  const engine = process.env.TEST_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`TEST_ENGINE must be sqlite or postgres, not ${engine}`);
  if (engine === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return engine;
}

/** The same server, another database name. */
export function postgresUrlFor(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}
