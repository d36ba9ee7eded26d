import {
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  VALIDATION_MESSAGE,
} from '@owner-portal/contract/errors';

export type FieldErrors = Record<string, string[]>;

/** An error whose status, message and (for 422) field errors go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = (message = UNAUTHENTICATED_MESSAGE) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, FORBIDDEN_MESSAGE);
export const notFound = () => new HttpError(404, NOT_FOUND_MESSAGE);
export const unprocessable = (errors: FieldErrors) => new HttpError(422, VALIDATION_MESSAGE, errors);
export const fieldError = (field: string, text: string) => unprocessable({ [field]: [text] });
