// A screen of apps/web/build/routes.json opened as `npm run lighthouse` and the e2e specs open it:
// its path with each parameter filled in, a fixed value or a demo id read from the API.

/**
 * @param {{ path: string, params?: Record<string, string | [string, string]> }} route
 * @param {(api: string) => Promise<unknown>} read the API path's JSON reply, as the route's reader
 * @returns {Promise<string | null>} null when the API gave no such id (no such record in the data)
 */
export async function urlOf({ path, params = {} }, read) {
  let url = path;
  for (const [name, value] of Object.entries(params)) {
    /** @type {unknown} */
    let id = value;
    if (Array.isArray(value)) {
      const [api, where] = value;
      id = where.split('.').reduce((/** @type {any} */ at, key) => at?.[key], await read(api));
    }
    if (id === undefined || id === null) return null;
    url = url.replace(`:${name}`, encodeURIComponent(String(id)));
  }
  return url;
}
