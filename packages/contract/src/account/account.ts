import { z } from 'zod';
import { passwordField, requiredMessage, requiredText } from '../validation.ts';
import { languageCode } from '../user.ts';

/** The signed-in user's own settings: a customer's language and unlocked trainings, staff's name and password. */
export const customerUpdateBody = z
  .object({
    lang_code: languageCode.optional(),
    unlocked_trainings: z.literal(1, { error: 'The unlocked trainings may only be set to 1.' }).optional(),
  })
  .strict();

export const adminUpdateBody = z
  .object({
    first_name: requiredText('first_name').optional(),
    last_name: requiredText('last_name').optional(),
    lang_code: languageCode.optional(),
    current_password: z.string().max(1024).optional(),
    password: passwordField().optional(),
  })
  .strict()
  .refine((b) => !b.password || (b.current_password ?? '').length > 0, {
    path: ['current_password'],
    error: requiredMessage('current_password'),
  });

export const customerPasswordBody = z
  .object({
    current_password: z
      .string({ error: () => requiredMessage('current_password') })
      .min(1, { error: requiredMessage('current_password') })
      .max(1024),
    password: passwordField(),
    password_confirmation: z.string({ error: () => requiredMessage('password_confirmation') }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: 'The password confirmation does not match.',
  });
