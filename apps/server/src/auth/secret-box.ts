import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets the server must read back (the TOTP keys of two-step sign-in) are stored sealed with
 * AES-256-GCM, so a copy of the database alone does not give them (docs/account-security.md).
 * Sealed values read `v1.<iv>.<tag>.<ciphertext>` in base64url; a value without that prefix is one
 * written before sealing existed and is read as it is.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed with another key or was tampered with. */
  open(stored: string): string | null;
  /**
   * An HMAC-SHA256 of `text` under a key derived from the secret key for `purpose` (base64url), for
   * values the server hands out and must recognise later (the sign-in device cookie).
   */
  mac(purpose: string, text: string): string;
};

const PREFIX = 'v1.';
export const SECRET_KEY_FILE = 'secret.key';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    mac(purpose, text) {
      const derived = createHmac('sha256', key).update(`mac-key:${purpose}`).digest();
      return createHmac('sha256', derived).update(text).digest('base64url');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** `SECRET_KEY` (32 bytes in base64) when set; else `<DATA_DIR>/secret.key`, made on the first start. */
export function loadSecretKey(options: { secretKey?: string; dataDir: string }): Buffer {
  if (options.secretKey) return Buffer.from(options.secretKey, 'base64');
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, SECRET_KEY_FILE);
  try {
    // `wx`: two processes starting at once on one data folder keep the key the first one wrote.
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  return key;
}
