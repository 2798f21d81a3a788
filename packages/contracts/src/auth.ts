import { z } from 'zod';
import { abilityRule } from './ability.ts';

export const loginBody = z.object({
  email: z.string().trim().min(1, 'is required').max(254, 'is too long').email('must be an e-mail address'),
  password: z.string().min(1, 'is required').max(200, 'is too long'),
  /** A trusted device's token from an earlier two-step sign-in: skips the second step for 30 days. */
  deviceToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'is invalid')
    .optional(),
  /**
   * A two-step code sent with the password: only read when the e-mail or the address is locked after
   * failed sign-ins, where the right password and a valid code still pass (docs/account-security.md).
   */
  code: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userData = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  role: z.string(),
});
export type UserData = z.infer<typeof userData>;

export const loginAnswer = z.object({
  userAbilityRules: z.array(abilityRule),
  accessToken: z.string(),
  userData,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const meAnswer = z.object({ userAbilityRules: z.array(abilityRule), userData });
export type MeAnswer = z.infer<typeof meAnswer>;

export const demoAccount = z.object({ email: z.string(), password: z.string(), role: z.string() });
export const authConfigAnswer = z.object({ demoAccounts: z.array(demoAccount) });
export type AuthConfigAnswer = z.infer<typeof authConfigAnswer>;

export const LOGIN_FAILED_TEXT = 'Invalid email or password';
