import { loginBody } from '@app/contracts';
import { z } from 'zod';

/**
 * Forms of pages whose server side does not exist yet (self-registration, password reset e-mails).
 * The messages use the same English fragments as the contracts so lib/validation-message translates them.
 */
export const registerForm = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'is required')
    .min(3, 'must have at least 3 characters')
    .max(40, 'must have at most 40 characters')
    .regex(/^[a-zA-Z0-9._-]+$/, 'may only contain letters, digits, dots, dashes and underscores'),
  email: loginBody.shape.email,
  password: z
    .string()
    .min(1, 'is required')
    .min(8, 'must have at least 8 characters')
    .max(200, 'is too long'),
  terms: z.boolean().refine((v) => v, 'must be accepted'),
});
export type RegisterForm = z.infer<typeof registerForm>;

export const forgotPasswordForm = z.object({ email: loginBody.shape.email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;
