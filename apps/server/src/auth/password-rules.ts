import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../lib/errors.ts';

/**
 * The one password policy of the server, used wherever a password is chosen: sign-up, reset, the
 * user's own change and an administrator creating a user. The strong-password rule: at least PASSWORD_MIN_LENGTH characters (the contract checks it first)
 * and not one of the ~49,000 most common passwords of the breach corpora that zxcvbn-ts ships as
 * its common dictionary (bundled in the package, nothing is fetched), compared without case and with
 * trailing digits and punctuation removed ("Password123!" is "password"). Nor the e-mail or username.
 */
const common = new Set<string>(dictionary['passwords-common'].map((p: string) => p.toLowerCase()));

export const COMMON_PASSWORD_TEXT = 'is too common: it appears in lists of leaked passwords';

function stem(password: string): string {
  return password.toLowerCase().replace(/[\d\W_]+$/u, '');
}

export function passwordProblem(password: string, personal: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must have at least ${PASSWORD_MIN_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (common.has(lower) || (stem(password).length >= 4 && common.has(stem(password)))) {
    return COMMON_PASSWORD_TEXT;
  }
  if (new Set(lower).size < 4) return 'needs more different characters';
  for (const word of personal) {
    const w = word.toLowerCase();
    if (w.length >= 4 && lower.includes(w)) return 'must not contain your e-mail address or username';
  }
  return null;
}

/** Whose password it is: the local part of the e-mail and the username may not be in it. */
export type PasswordOwner = { email: string; username: string };

/** Throws a 400 naming the field when the password is not strong enough for its owner. */
export function assertStrongPassword(field: string, password: string, owner: PasswordOwner) {
  const problem = passwordProblem(password, [owner.email.split('@')[0] ?? '', owner.username]);
  if (problem) throw badRequest(field, problem);
}
