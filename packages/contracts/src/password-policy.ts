import { z } from 'zod';

/**
 * The one password rule of every place a password is chosen: sign-up, reset, change, and an
 * administrator creating a user (docs/account-security.md). The browser checks the length; the
 * server also refuses common and personal passwords (apps/server/src/auth/password-rules.ts), with a
 * list that stays out of the browser.
 */
export const PASSWORD_MIN_LENGTH = 10;

export const newPassword = z
  .string()
  .min(1, 'is required')
  .min(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'is too long');
