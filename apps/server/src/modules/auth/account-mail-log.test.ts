import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundWork } from '../../lib/background-work.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('account mail without a mail server', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // SMTP_URL unset, as in the README's default start; the log at its default level.
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('keeps the reset link out of the log, and shows it to the admin in the outbox only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'client@demo.com' },
      remoteAddress: '10.77.0.1',
    });
    expect(res.statusCode).toBe(202);
    await settleBackgroundWork();

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/mail-outbox?kind=password-reset',
      headers: bearer(t.adminToken),
    });
    const [message] = outbox.json().messages as { id: number; text: string; status: string }[];
    expect(message.status).toBe('not_configured');
    const token = message.text.match(/reset-password-v1\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token).toHaveLength(43);

    const logged = lines.join('');
    expect(logged).toContain('mail kept in the outbox');
    expect(logged).toContain(`"outboxId":${message.id}`);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('reset-password-v1');
    expect(logged).not.toContain('Reset your password');

    const asClient = await t.app.inject({
      method: 'GET',
      url: '/api/mail-outbox',
      headers: bearer(t.clientToken),
    });
    expect(asClient.statusCode).toBe(403);
  });
});
