import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `signature` (X-Shopify-Hmac-Sha256) is the base64 HMAC-SHA256 of the raw body under the
 * secret, compared in constant time. No secret configured: nothing is signed right.
 */
export function shopifySigned(secret: string | undefined, body: Buffer, signature: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
