import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: above the 24 the Standard Webhooks spec asks for at least. */
const SECRET_BYTES = 32;

/** A new signing secret as receivers are given it: `whsec_` and the base64 of its bytes. */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The key bytes a secret stands for (what the HMAC is keyed with). */
function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/**
 * `webhook-signature` per the Standard Webhooks spec: `v1,` and the base64 HMAC-SHA256, keyed with
 * the secret's bytes, of `{webhook-id}.{webhook-timestamp}.{body}`.
 */
export function signature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretBytes(secret)).update(`${messageId}.${timestampSeconds}.${body}`);
  return `v1,${mac.digest('base64')}`;
}

/**
 * Secrets are stored sealed (AES-256-GCM under a key derived from JWT_SECRET), not as they are:
 * the server must read them back to sign, so they cannot be hashed, and a copy of the database or
 * a backup alone must not let anyone sign as the portal. Changing JWT_SECRET makes them unreadable:
 * the endpoints' attempts then say so, and staff create them again.
 */
export interface SecretBox {
  seal(secret: string): string;
  /** Null when it was sealed under another key (or altered). */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function secretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'owner-portal', 'webhook endpoint secrets', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        sealed.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !data || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
