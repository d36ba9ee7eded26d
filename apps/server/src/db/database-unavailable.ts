/**
 * PostgreSQL SQLSTATEs of a server that is going or not there: admin_shutdown (57P01, a terminated
 * backend or a fast shutdown), crash_shutdown (57P02), cannot_connect_now (57P03, starting up or
 * shutting down), and the connection_exception class (08xxx).
 */
const UNAVAILABLE_STATE = /^(57P0[123]|08...)$/;
/** Node's socket errors: nothing listens, the peer went, or the address does not answer. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool errors, which carry no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  // ALTER DATABASE … ALLOW_CONNECTIONS false, as during maintenance (55000 is a broader class).
  'is not currently accepting connections',
];

/**
 * Whether `err` says the database cannot be reached now (restarting, failing over, refusing
 * connections), as opposed to a fault of the query: the request may succeed in a moment.
 */
export function databaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => databaseUnavailable(e, depth + 1))) return true;
  return databaseUnavailable(cause, depth + 1);
}
