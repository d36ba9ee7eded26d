import { z } from 'zod';
import { emailField, passwordField, requiredMessage, requiredText } from '../validation.ts';

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
