// No zod here: the web's customer shell imports these, and keeps zod out of its first bundle.

/**
 * A path on this site: one leading `/`, no `//` (a browser reads `//host` as another site) and no `\`
 * (which browsers read as `/`), no spaces or control characters.
 */
export const isSameSitePath = (value: string) => /^\/[^\\\s\p{Cc}]*$/u.test(value) && !value.includes('//');

/**
 * An https address: a host name (letters, digits, dots, hyphens; no `user@` part), an optional port,
 * then a path, query or fragment without spaces or `\`.
 */
export const isHttpsUrl = (value: string) =>
  /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\\\s\p{Cc}]*)?$/iu.test(value);
