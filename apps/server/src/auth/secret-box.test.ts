import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, secretBox } from './secret-box.ts';

const key = () => Buffer.alloc(32, 7);

describe('secret box', () => {
  it('seals a secret so the stored text does not contain it, and opens it again', () => {
    const box = secretBox(key());
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a value sealed with another key or altered, and reads a value from before sealing as is', () => {
    const sealed = secretBox(key()).seal('JBSWY3DPEHPK3PXP');
    expect(secretBox(Buffer.alloc(32, 8)).open(sealed)).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(secretBox(key()).open(altered)).toBeNull();
    expect(secretBox(key()).open('v1.broken')).toBeNull();
    expect(secretBox(key()).open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('makes a key file readable by its owner only on the first start and keeps it afterwards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-key-'));
    const first = loadSecretKey({ dataDir: dir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ dataDir: dir }).equals(first)).toBe(true);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first.toString('base64'));
    expect(loadSecretKey({ dataDir: dir, secretKey: Buffer.alloc(32, 1).toString('base64') })).toEqual(
      Buffer.alloc(32, 1),
    );
  });
});
