import { loginBody, newPassword, registerBody } from '@app/contracts';
import { z } from 'zod';

/**
 * The forms of the sign-up and password pages, from the contracts' schemas (the server checks the
 * common-password list on top). Messages are the contracts' English fragments, which
 * lib/validation-message translates.
 */
export const registerForm = z.object({
  username: registerBody.shape.username,
  email: loginBody.shape.email,
  password: newPassword,
  terms: z.boolean().refine((v) => v, 'must be accepted'),
});
export type RegisterForm = z.infer<typeof registerForm>;

export const forgotPasswordForm = z.object({ email: loginBody.shape.email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const resetPasswordForm = z
  .object({ password: newPassword, confirm: z.string().min(1, 'is required') })
  .refine((v) => v.password === v.confirm, { message: 'must match the password', path: ['confirm'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
