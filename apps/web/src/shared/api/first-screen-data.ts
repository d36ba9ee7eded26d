/**
 * The replies index.html's inline script asked for while the scripts loaded (issue 10): each is
 * taken once, by the app's first request for the same URL with the same token, so nothing is asked
 * twice. A navigation drops those not taken, so a later visit to that screen asks afresh.
 */
interface FirstScreenRequest {
  url: string;
  token: string;
  response: Promise<Response>;
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

/** The page the app was loaded on: the screen the replies are for. */
const pageAtLoad = `${window.location.pathname}${window.location.search}`;

/** Called on every navigation: once the app leaves the page it was loaded on, the replies not taken go. */
export function dropFirstScreenResponsesOff(page: string): void {
  if (page !== pageAtLoad) delete window.__firstScreenData;
}
