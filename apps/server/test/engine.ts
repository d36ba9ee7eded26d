/** Which engine this run of the API suite uses: TEST_ENGINE=postgres needs TEST_DATABASE_URL. */
export function testEngine(): 'sqlite' | 'postgres' {
  const engine = process.env.TEST_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres')
    throw new Error(`TEST_ENGINE must be sqlite or postgres, not ${engine}`);
  if (engine === 'postgres' && !process.env.TEST_DATABASE_URL)
    throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return engine;
}

/**
 * The same server, another database name. A commit does not wait for its WAL to reach the disk
 * (synchronous_commit=off): a throwaway test database needs no durability, and on a busy disk those
 * waits were most of the suite's time (route-access signs in afresh for each of its 1,600 requests).
 * What a transaction sees and locks is unchanged.
 */
export function postgresUrlFor(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  const options = url.searchParams.get('options');
  url.searchParams.set('options', `${options ? `${options} ` : ''}-c synchronous_commit=off`);
  return url.toString();
}
