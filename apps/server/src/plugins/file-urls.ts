import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileUrl } from '@owner-portal/contract/content/content';

/** A signed URL lives at least this long: a long video keeps seeking, a page left open keeps playing. */
export const SIGNED_URL_MIN_LIFE_SECONDS = 4 * 60 * 60;
/**
 * Expiries are rounded up to the hour, so every reply within one hour hands out the same URL: the
 * browser's cache keeps serving it and a refetched list does not reload a playing video.
 */
const ROUND_SECONDS = 60 * 60;

/**
 * `/api/files/<key>?exp=&sig=` for files that are not public (decision 112). The API signs a URL only
 * after the same access checks as the record that names the file; serving checks the signature and
 * the expiry, nothing else (`<img>` and `<video>` cannot send the bearer token).
 */
export interface FileUrls {
  /** The URL of a stored file, signed for a few hours. */
  signed(key: string): string;
  /** Whether `exp` is still ahead and `sig` is this server's signature of the key and `exp`. */
  verify(key: string, exp: string | undefined, sig: string | undefined): boolean;
  /** Seconds until a valid `exp` passes (how long a private cache may keep the reply). */
  secondsLeft(exp: string): number;
}

/**
 * The key is derived from the token secret with its own label, so a file signature can never stand
 * for a token's and the operator keeps one secret (every app server already shares it).
 */
export function createFileUrls(tokenSecret: string, now: () => number = Date.now): FileUrls {
  const key = createHmac('sha256', tokenSecret).update('owner-portal signed file urls v1').digest();
  const signature = (storageKey: string, exp: number) =>
    createHmac('sha256', key).update(`${storageKey}\n${exp}`).digest('base64url');
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    signed(storageKey) {
      const exp = Math.ceil((nowSeconds() + SIGNED_URL_MIN_LIFE_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
      return `${fileUrl(storageKey)}?exp=${exp}&sig=${signature(storageKey, exp)}`;
    },
    verify(storageKey, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const at = Number(exp);
      if (at <= nowSeconds()) return false;
      const expected = Buffer.from(signature(storageKey, at));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    secondsLeft(exp) {
      return Math.max(0, Number(exp) - nowSeconds());
    },
  };
}
