import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who visits a referral link, and how often a visit counts (decision 113). A visit counts once per
 * visitor, link and UTC day; the visitor is the link cookie's id, or the client address when the
 * request brings none (a first visit, a client that keeps no cookies). Only a hash of either is stored.
 */

/** The first-party cookie that tells one visitor from another behind a shared address. */
export const VISITOR_COOKIE = 'ref_visitor';
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Redirects one address may have counted per window; past it the visitor still reaches the shop,
 * uncounted. 60 a minute is more than people behind one office's address click links.
 */
export const VISIT_LIMIT = { perAddress: 60, windowMs: 60_000 } as const;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Visitor {
  /** What the visit is stored under: 64 hex characters. */
  key: string;
  /** The Set-Cookie header to send when the request brought no (valid) visitor cookie. */
  setCookie?: string;
}

export function visitorOf(request: FastifyRequest): Visitor {
  const id = cookieValue(request.headers.cookie, VISITOR_COOKIE);
  if (id !== undefined && VISITOR_ID.test(id)) return { key: hashed(`cookie:${id}`) };
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return {
    key: hashed(`address:${request.ip}`),
    // Path /r: sent to referral links only, never with the portal's own requests.
    setCookie: `${VISITOR_COOKIE}=${randomUUID()}; Max-Age=${YEAR_SECONDS}; Path=/r; HttpOnly; SameSite=Lax${secure}`,
  };
}

/** The UTC day a visit counts on. */
export const visitDay = (now = new Date()) => now.toISOString().slice(0, 10);
