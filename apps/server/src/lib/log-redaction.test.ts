import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

describe('the log never holds statement parameters', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('logs a failed insert of a user without its argon2 hash', async () => {
    // Shaped like the argon2id hashes the users table holds.
    const hash = `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;
    const failure = await t.app.db
      .insert(users)
      .values({ fullName: 'Twin', username: 'twin', email: 'admin@demo.com', passwordHash: hash, roleId: 1 })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(hash);
    t.app.log.error({ err: failure }, 'request failed');
    // Wrapped in another error (as a transaction or service may rethrow it), it is scrubbed as well.
    t.app.log.error({ err: new Error('wrapped', { cause: failure }) }, 'request failed');
    const logged = lines.join('');
    expect(lines).toHaveLength(2);
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('$argon2id$');
  });
});
