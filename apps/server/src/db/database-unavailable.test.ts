import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which errors mean the database is away (503, try again) rather than a fault (500)', () => {
  it.each([
    ['a terminated backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006', 'connection failure')],
    ['nothing listening', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a connection closed mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting past its connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a database closed to connections', withCode('55000', 'database "portal" is not currently accepting connections')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a wrapped cause', new Error('query failed', { cause: withCode('57P01') })],
  ])('%s is the database being away', (_what, err) => {
    expect(databaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a locked SQLite file', withCode('SQLITE_BUSY', 'database is locked')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['not an error', 'text'],
  ])('%s is not', (_what, err) => {
    expect(databaseUnavailable(err)).toBe(false);
  });
});
