import { z } from 'zod';
import { emailField, passwordField, requiredMessage, requiredText } from './validation.ts';
import { languageCode } from './user.ts';

export const loginBody = z.object({
  email: emailField(),
  password: z
    .string({ error: () => requiredMessage('password') })
    .min(1, { error: requiredMessage('password') })
    .max(1024),
  remember: z.boolean().optional().default(false),
});
export const accessTokenReply = z.object({ access_token: z.string() });
export const tokenReply = z.object({ token: z.string() });

export const passwordRequestBody = z.object({ email: emailField() });
export const passwordResetBody = z
  .object({
    token: requiredText('token', 200),
    password: passwordField(),
    password_confirmation: z.string({ error: () => requiredMessage('password_confirmation') }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: 'The password confirmation does not match.',
  });

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

export const impersonateBody = z
  .object({ customer_user_id: z.number().int().positive().optional() })
  .strict()
  .optional();

export const healthReply = z.object({ status: z.literal('ok'), database: z.literal('ok') });

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
