import { resumableMessages, uploadMessages } from '@owner-portal/contract/content/content';
import { NOT_FOUND_MESSAGE, VALIDATION_MESSAGE } from '@owner-portal/contract/errors';

const SERVER_ERROR_MESSAGE = 'Server error.';

/** A refusal as the tus server sends it: a status and a body. */
export interface TusRefusal {
  status_code: number;
  body: string;
}

const json = (status: number, body: object): TusRefusal => ({ status_code: status, body: JSON.stringify(body) });

/** The protocol's own words for what was wrong, without its line break or full stop. */
const detailOf = (body: string) => body.trim().replace(/\.$/, '').slice(0, 200) || 'unknown';

/**
 * What a refusal of the tus server says to the client: the API's JSON shapes and the catalogue's
 * texts (decision 127). The statuses stay the protocol's, which tus clients act on (409: ask the
 * offset again; 410 and 404: start over; 413: too large), except that a malformed tus header — the
 * protocol's 400 and 403 — is bad input like any other, so 422. A refusal already in the API's shape
 * (a hook's 422) passes as it is.
 */
export function resumableRefusal(err: Error | TusRefusal): TusRefusal {
  if (!('status_code' in err)) return json(500, { message: SERVER_ERROR_MESSAGE });
  if (err.body.startsWith('{')) return err;
  switch (err.status_code) {
    case 404:
      return json(404, { message: NOT_FOUND_MESSAGE });
    case 409:
      return json(409, { message: resumableMessages.offset });
    case 410:
      return json(410, { message: resumableMessages.gone });
    case 412:
      return json(412, { message: resumableMessages.version });
    case 413:
      return json(413, { message: uploadMessages.tooLarge('source', 'video') });
    case 400:
    case 403:
      return json(422, {
        message: VALIDATION_MESSAGE,
        errors: { upload: [resumableMessages.request(detailOf(err.body))] },
      });
    default:
      return json(err.status_code >= 500 ? err.status_code : 422, {
        message: err.status_code >= 500 ? SERVER_ERROR_MESSAGE : resumableMessages.request(detailOf(err.body)),
      });
  }
}
