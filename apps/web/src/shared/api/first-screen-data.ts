/**
 * The replies index.html's inline script asked for while the scripts loaded (issue 10): each is
 * taken once, by the app's first request for the same URL with the same token, so nothing is asked
 * twice. A navigation drops those not taken, so a later visit to that screen asks afresh.
 */
interface FirstScreenRequest {
  url: string;
  token: string;
  response: Promise<Response>;
  /** The reply's JSON, once it has arrived and been read (a 2xx reply only). */
  body?: unknown;
}

declare global {
  interface Window {
    __firstScreenData?: FirstScreenRequest[];
  }
}

export function takeFirstScreenResponse(url: string, token: string | null): Promise<Response> | null {
  const requests = window.__firstScreenData;
  const index = requests?.findIndex((request) => request.url === url && request.token === token) ?? -1;
  if (!requests || index < 0) return null;
  const [taken] = requests.splice(index, 1);
  return taken ? taken.response : null;
}

/**
 * Reads each reply as soon as it arrives (main.tsx calls this before the first render), so a
 * screen's first render can draw it at once (takeFirstScreenReply) instead of a skeleton first. A
 * copy is read: the app may still take the response itself.
 */
export function readFirstScreenReplies(): void {
  for (const request of window.__firstScreenData ?? []) {
    request.response
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then(
        (body: unknown) => {
          request.body = body;
        },
        () => undefined,
      );
  }
}

/** A reply already read, for the same URL and token: taken once, like takeFirstScreenResponse. */
export function takeFirstScreenReply(url: string, token: string | null): unknown {
  const requests = window.__firstScreenData;
  const index =
    requests?.findIndex((request) => request.url === url && request.token === token && request.body !== undefined) ??
    -1;
  if (!requests || index < 0) return undefined;
  const [taken] = requests.splice(index, 1);
  return taken?.body;
}

/** The page the app was loaded on: the screen the replies are for. */
const pageAtLoad = `${window.location.pathname}${window.location.search}`;

/** Called on every navigation: once the app leaves the page it was loaded on, the replies not taken go. */
export function dropFirstScreenResponsesOff(page: string): void {
  if (page !== pageAtLoad) delete window.__firstScreenData;
}
