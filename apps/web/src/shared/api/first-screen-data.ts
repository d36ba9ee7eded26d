/**
 * The replies index.html's inline script asked for while the scripts loaded, so a first screen's
 * data does not wait for them: each is taken once, by the app's first request for the same URL with
 * the same token, so nothing is asked twice. A navigation drops those not taken, so a later visit to
 * that screen asks afresh.
 */
interface FirstScreenRequest {
  url: string;
  token: string;
  response: Promise<Response>;
  /** The reply's JSON, for a reply index.html's script reads as it arrives (the dashboard's products). */
  body?: unknown;
}

declare global {
  interface Window {
    __firstScreenData?: FirstScreenRequest[];
  }
}

/** Removes and returns the request for this URL and token that `ready` accepts: each is taken once. */
function take(url: string, token: string | null, ready: (request: FirstScreenRequest) => boolean = () => true) {
  const requests = window.__firstScreenData;
  const index = requests?.findIndex((request) => request.url === url && request.token === token && ready(request));
  return requests && index !== undefined && index >= 0 ? requests.splice(index, 1)[0] : undefined;
}

export function takeFirstScreenResponse(url: string, token: string | null): Promise<Response> | null {
  return take(url, token)?.response ?? null;
}

/** A reply the page has already read (see `body`), for a query's first render. */
export function takeFirstScreenReply(url: string, token: string | null): unknown {
  return take(url, token, (request) => request.body !== undefined)?.body;
}

/** The page the app was loaded on: the screen the replies are for. */
const pageAtLoad = `${window.location.pathname}${window.location.search}`;

/** Called on every navigation: once the app leaves the page it was loaded on, the replies not taken go. */
export function dropFirstScreenResponsesOff(page: string): void {
  if (page !== pageAtLoad) delete window.__firstScreenData;
}
