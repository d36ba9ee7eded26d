import { z } from 'zod';

export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/** 422 shape: a message plus field -> list of texts. */
export const validationErrorReply = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorReply = z.infer<typeof validationErrorReply>;

export const VALIDATION_MESSAGE = 'The given data was invalid.';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const FORBIDDEN_MESSAGE = 'This action is unauthorized.';
/** Any request but a read, made with an impersonation token a read-only role started. */
export const READ_ONLY_IMPERSONATION_MESSAGE = 'Read-only impersonation: you can look, not change.';
export const NOT_FOUND_MESSAGE = 'Not found.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again in a moment.';
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Try again later.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many password reset requests. Try again later.';
