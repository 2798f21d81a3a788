import { defaultAccountNotifications, emptySocialLinks } from '@app/contracts/account-settings';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';

const PASSWORD = 'cedar-lantern-57';
// A whole image: the server decodes and encodes uploads again (file/image-decode.ts).
const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
  .png()
  .toBuffer();
let made = 0;

const address = {
  companyName: 'Pixel Studio',
  billingEmail: 'Billing@Pixel.example',
  taxId: 'TAX-991',
  vatNumber: 'FR123',
  phone: '+33 4 72 00 00 00',
  country: 'France',
  address: '12 rue de la République, Lyon',
  state: 'Rhône',
  zipCode: '69002',
};

describe('the account settings', () => {
  let t: TestApp;
  const newUser = async () => {
    made += 1;
    const username = `settings.${process.pid}.${made}`;
    const email = `${username}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName: 'Settings Tester',
        username,
        email,
        role: 'editor',
        currentPlan: 'basic',
        password: PASSWORD,
      },
    });
    if (res.statusCode !== 201) throw new Error(`user: ${res.statusCode} ${res.body}`);
    return { id: res.json().id as number, email, token: await t.login(email, PASSWORD) };
  };
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const upload = (token: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account-settings/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows and saves your own name, contact and language; the session shows the new name', async () => {
    const me = await newUser();
    const got = await call('GET', '/api/account-settings/account', me.token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      fullName: 'Settings Tester',
      email: me.email,
      pendingEmail: null,
      role: 'editor',
    });

    const body = {
      fullName: 'Renamed Person',
      contact: '+1 (555) 010-2030',
      company: 'Acme',
      country: 'Canada',
      language: 'French',
    };
    const saved = await call('PUT', '/api/account-settings/account', me.token, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(body);
    expect((await call('GET', '/api/auth/me', me.token)).json().userData.fullName).toBe('Renamed Person');
    expect((await call('GET', `/api/apps/users/${me.id}`, t.adminToken)).json()).toMatchObject({
      fullName: 'Renamed Person',
      language: 'French',
    });
  });

  it('answers 400 with the field for a bad name, contact or language', async () => {
    const me = await newUser();
    const base = { fullName: 'Okay Name', contact: '', company: '', country: '', language: 'English' };
    for (const [patch, field] of [
      [{ fullName: 'x' }, 'fullName'],
      [{ contact: 'call me' }, 'contact'],
      [{ language: 'Klingon' }, 'language'],
    ] as const) {
      const res = await call('PUT', '/api/account-settings/account', me.token, { ...base, ...patch });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await call('GET', '/api/account-settings/account', me.token)).json().fullName).toBe(
      'Settings Tester',
    );
  });

  it('takes a PNG avatar, refuses another type or a file too large, and removes it', async () => {
    const me = await newUser();
    const ok = await upload(me.token, multipart('me.png', 'image/png', PNG));
    expect(ok.statusCode, ok.body).toBe(200);
    const url = ok.json().avatar as string;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', me.token)).json().userData.avatar).toBe(url);

    const text = await upload(me.token, multipart('me.txt', 'text/plain', Buffer.from('hello')));
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.file).toMatch(/PNG, JPEG or WebP/);
    // Declared as PNG, but the bytes are not an image.
    const fake = await upload(
      me.token,
      multipart('me.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    );
    expect(fake.statusCode).toBe(400);
    const big = await upload(
      me.token,
      multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errors.file).toBe('must be at most 2 MB');
    expect((await call('GET', '/api/account-settings/account', me.token)).json().avatar).toBe(url);

    // A new picture replaces the old one, whose file is gone; removing the avatar deletes the file too.
    const second = await upload(me.token, multipart('again.png', 'image/png', PNG));
    const secondUrl = second.json().avatar as string;
    expect(secondUrl).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);

    const removed = await call('DELETE', '/api/account-settings/avatar', me.token);
    expect(removed.json().avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
  });

  it('gives the default notification choices until saved, then keeps what was saved', async () => {
    const me = await newUser();
    const first = await call('GET', '/api/account-settings/notifications', me.token);
    expect(first.json()).toEqual({ notifications: defaultAccountNotifications, saved: false, version: 1 });
    const chosen = {
      ...defaultAccountNotifications,
      newOrder: { email: false, browser: false, app: true },
      securityAlert: { email: true, browser: false, app: false },
    };
    expect((await call('PUT', '/api/account-settings/notifications', me.token, chosen)).statusCode).toBe(200);
    expect((await call('GET', '/api/account-settings/notifications', me.token)).json()).toEqual({
      notifications: chosen,
      saved: true,
      // The row's first save makes it at version 2: a form that loaded the defaults (1) then conflicts.
      version: 2,
    });

    const bad = await call('PUT', '/api/account-settings/notifications', me.token, {
      ...chosen,
      newOrder: { email: 'yes', browser: true, app: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).join()).toMatch(/newOrder/);
    const unknown = await call('PUT', '/api/account-settings/notifications', me.token, {
      ...chosen,
      fax: { email: true },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('shows the integrations as not connectable and saves only web addresses as social links', async () => {
    const me = await newUser();
    const got = await call('GET', '/api/account-settings/connections', me.token);
    expect(
      got
        .json()
        .integrations.every((i: { connected: boolean; available: boolean }) => !i.connected && !i.available),
    ).toBe(true);
    expect(got.json().socialLinks).toEqual(emptySocialLinks);
    const links = {
      ...emptySocialLinks,
      github: 'https://github.com/someone',
      website: 'https://someone.example',
    };
    const saved = await call('PUT', '/api/account-settings/social-links', me.token, links);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/account-settings/connections', me.token)).json().socialLinks).toEqual(
      links,
    );
    for (const bad of ['javascript:alert(1)', 'github.com/someone', 'ftp://files.example']) {
      const res = await call('PUT', '/api/account-settings/social-links', me.token, {
        ...links,
        linkedin: bad,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.linkedin).toMatch(/web address/);
    }
  });

  it('changes the plan for good and stores a validated billing address', async () => {
    const me = await newUser();
    const before = await call('GET', '/api/account-settings/billing', me.token);
    expect(before.json()).toEqual({
      currentPlan: 'basic',
      cycle: 'monthly',
      planChangedAt: null,
      address: null,
      version: 1,
    });
    const changed = await call('PUT', '/api/account-settings/plan', me.token, {
      plan: 'company',
      cycle: 'yearly',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ currentPlan: 'company', cycle: 'yearly' });
    expect((await call('GET', `/api/apps/users/${me.id}`, t.adminToken)).json().currentPlan).toBe('company');
    const badPlan = await call('PUT', '/api/account-settings/plan', me.token, {
      plan: 'platinum',
      cycle: 'monthly',
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().errors.plan).toMatch(/must be one of/);

    const saved = await call('PUT', '/api/account-settings/billing-address', me.token, address);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().address).toEqual({ ...address, billingEmail: 'billing@pixel.example' });
    const bad = await call('PUT', '/api/account-settings/billing-address', me.token, {
      ...address,
      zipCode: '',
      billingEmail: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      zipCode: 'is required',
      billingEmail: 'must be an e-mail address',
    });
    expect((await call('GET', '/api/account-settings/billing', me.token)).json()).toMatchObject({
      currentPlan: 'company',
      address: { zipCode: '69002' },
    });
  });

  it("never shows or changes another user's settings", async () => {
    const a = await newUser();
    const b = await newUser();
    await call('PUT', '/api/account-settings/billing-address', a.token, address);
    await call('PUT', '/api/account-settings/social-links', a.token, {
      ...emptySocialLinks,
      github: 'https://github.com/a-only',
    });
    expect((await call('GET', '/api/account-settings/billing', b.token)).json().address).toBeNull();
    expect((await call('GET', '/api/account-settings/connections', b.token)).json().socialLinks.github).toBe(
      '',
    );
    // An id in the query or body is not read: the answer is the caller's own account.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account-settings/account?id=${a.id}`,
      headers: bearer(b.token),
    });
    expect(res.json().email).toBe(b.email);
  });

  it('answers 401 without a session', async () => {
    for (const url of ['account', 'notifications', 'connections', 'billing']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/account-settings/${url}` })).statusCode).toBe(
        401,
      );
    }
  });
});
