import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: the reset and invite links' `token`, and any like it. */
const SECRET_PARAM = /token|secret|password|signature/i;
const REDACTED = '[redacted]';

/**
 * The URL without the values of secret query parameters. A password-reset or invite link
 * (/auth/password/reset?token=…) is a password for as long as it is valid, so it never reaches a log.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return value.length && SECRET_PARAM.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Fastify's request serializer (the "incoming request" line) with the URL redacted; pino's
 * `redact` covers credentials in headers should a log line ever carry them.
 */
export const redactingLogOptions = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    censor: REDACTED,
  },
};
