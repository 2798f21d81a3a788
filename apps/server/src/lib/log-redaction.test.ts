import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { type Listener, listen, listening } from '../test/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

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

describe('the access log never holds a token from the URL', () => {
  let t: TestApp;
  const lines: string[] = [];
  const urls = () =>
    lines.flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url ? [url] : [];
    });
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs the chat socket opened with ?token= without the token', async () => {
    const base = await listening(t.app);
    const socket: Listener = listen(`${base}?token=${t.adminToken}&since=0`);
    await socket.next('ready');
    await socket.close();
    const logged = urls().filter((url) => url.startsWith('/api/ws'));
    expect(logged).toEqual([`/api/ws?token=${REDACTED}&since=0`]);
    expect(lines.join('')).not.toContain(t.adminToken);
  });

  it('logs a reset link without its token, whatever the spelling of the name', async () => {
    await t.app.inject({ method: 'GET', url: '/reset-password?email=a%40b.c&token=link-secret-1' });
    await t.app.inject({ method: 'GET', url: '/api/ws?%74oken=link-secret-2' });
    expect(urls()).toContain(`/reset-password?email=a%40b.c&token=${REDACTED}`);
    expect(urls()).toContain(`/api/ws?%74oken=${REDACTED}`);
    expect(lines.join('')).not.toMatch(/link-secret/);
  });

  it('leaves a URL without credentials as it is', () => {
    expect(redactUrl('/api/apps/users?q=token&page=2')).toBe('/api/apps/users?q=token&page=2');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?access_token=a&resetPassword=b&c')).toBe(
      `/x?access_token=${REDACTED}&resetPassword=${REDACTED}&c`,
    );
  });
});
