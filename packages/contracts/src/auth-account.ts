import { z } from 'zod';
import { loginAnswer } from './auth.ts';
import { newPassword } from './password-policy.ts';

/**
 * Sign-up, e-mail verification, password reset, two-step sign-in and the security tab of the
 * account settings (docs/account-security.md). The password's strength beyond its length (the
 * common-password list) is checked by the server only: the list stays out of the browser.
 */
/** The login's answer (400, errors.email) for a right password on an account whose address is not confirmed. */
export const EMAIL_NOT_CONFIRMED_TEXT =
  'Confirm your e-mail address first: open the link we sent you, or ask for a new one.';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'is too long')
  .email('must be an e-mail address');

/** A token from a mail's link: 43 URL-safe characters (256 bits). */
const linkToken = z
  .string()
  .min(1, 'is required')
  .max(200, 'is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'is invalid or has expired');

export const registerBody = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'is required')
    .min(3, 'must have at least 3 characters')
    .max(40, 'is too long')
    .regex(/^[a-zA-Z0-9._-]+$/, 'may hold only letters, digits, dot, dash and underscore'),
  email,
  password: newPassword,
  /**
   * The code of the shop's referral link (`/register?ref=<code>`): the sharing person's username (what
   * the referrals page shares) or a customer number.
   */
  ref: z
    .string()
    .trim()
    .max(40, 'is too long')
    .regex(/^[a-zA-Z0-9._-]*$/, 'must be a username or a customer number')
    .optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const registerAnswer = z.object({ message: z.string(), email: z.string() });
export type RegisterAnswer = z.infer<typeof registerAnswer>;

export const registrationAnswer = z.object({ open: z.boolean() });
export type RegistrationAnswer = z.infer<typeof registrationAnswer>;

export const registrationSettings = z.object({
  open: z.boolean(),
  defaultRole: z.string().trim().min(1, 'is required').max(50, 'is too long'),
});
export type RegistrationSettings = z.infer<typeof registrationSettings>;
export const registrationSettingsAnswer = registrationSettings.extend({ roles: z.array(z.string()) });

export const tokenBody = z.object({ token: linkToken });
export type TokenBody = z.infer<typeof tokenBody>;

export const emailBody = z.object({ email });
export type EmailBody = z.infer<typeof emailBody>;

export const resetPasswordBody = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'is required').max(200, 'is too long'),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The login's answer when a second step is needed: no session exists yet (decision 017). */
export const twoFactorChallengeAnswer = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresInSeconds: z.number(),
});
export type TwoFactorChallengeAnswer = z.infer<typeof twoFactorChallengeAnswer>;

export const twoFactorCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'must be 6 digits');
export const recoveryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'must look like ABCDE-12345');

export const twoFactorSignInBody = z
  .object({
    challengeToken: linkToken,
    code: twoFactorCode.optional(),
    recoveryCode: recoveryCode.optional(),
    trustDevice: z.boolean().default(false),
  })
  .refine((b) => !!b.code !== !!b.recoveryCode, {
    message: 'give either the code or a recovery code',
    path: ['code'],
  });
export type TwoFactorSignInBody = z.input<typeof twoFactorSignInBody>;

export const twoFactorSignInAnswer = loginAnswer.extend({
  /** When the device was trusted: send it back as `deviceToken` at the next sign-in (30 days). */
  deviceToken: z.string().optional(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorSignInAnswer = z.infer<typeof twoFactorSignInAnswer>;

export const twoFactorSetupAnswer = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, a PNG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswer>;

export const twoFactorEnableBody = z.object({ code: twoFactorCode });
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;
export const passwordBody = z.object({ password: z.string().min(1, 'is required').max(200, 'is too long') });
export type PasswordBody = z.infer<typeof passwordBody>;

/** Fewer left than this and the security tab warns. */
export const RECOVERY_CODES_LOW = 3;

export const accountSession = z.object({
  id: z.number(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const securityAnswer = z.object({
  twoFactor: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() }),
  sessions: z.array(accountSession),
});
export type SecurityAnswer = z.infer<typeof securityAnswer>;

/** GET /api/auth/sign-in-locks (administrators): what failed sign-ins lock now (docs/account-security.md). */
export const signInLock = z.object({
  /** `email:<address>` or `ip:<client address>`: what DELETE /api/auth/sign-in-locks/:key lifts. */
  key: z.string(),
  kind: z.enum(['email', 'address']),
  subject: z.string(),
  failures: z.number(),
  lockedUntil: z.string(),
  /** The client addresses the e-mail's failed attempts came from (at most 10). */
  sources: z.array(z.string()),
});
export type SignInLock = z.infer<typeof signInLock>;
export const signInLockList = z.object({ locks: z.array(signInLock) });
export type SignInLockList = z.infer<typeof signInLockList>;
export const signInLockParams = z.object({
  key: z
    .string()
    .max(300, 'is too long')
    .regex(/^(email|ip):.+$/, 'must name an e-mail or a client address lock'),
});
