import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's first choice). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of nothing anyone knows: unknown e-mails cost the same time as wrong passwords. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password-for-timing');
  return dummy;
}
