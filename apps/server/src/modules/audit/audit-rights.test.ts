import type { AbilityRule, AuditListAnswer } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, users } from '../../db/schema/index.ts';
import { call, countRows, newUserBody, signedInUser, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/**
 * The audit log is no way around the other rules (security issue): a restore needs the right to create
 * what it brings back, and the list shows only entries of records the reader may read.
 */
describe('audit log and the other rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A signed-in member of a new role holding exactly `rules`. */
  const memberOf = async (rules: AbilityRule[]) => {
    const role = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('role'), rules });
    expect(role.statusCode, role.body).toBe(201);
    const member = await signedInUser(t, 'client');
    const moved = await call(t, 'PATCH', `/api/apps/users/${member.id}`, { role: role.json().name });
    expect(moved.statusCode, moved.body).toBe(200);
    return { ...member, role: role.json().name as string };
  };
  const auditOnly: AbilityRule[] = [{ action: 'manage', subject: 'AuditEntry' }];
  const list = async (qs: string, token = t.adminToken) => {
    const res = await call(t, 'GET', `/api/audit?${qs}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditListAnswer;
  };
  const deleteEntryOf = async (table: string, id: number) => {
    const [entry] = (await list(`table=${table}&recordId=${id}&action=delete`)).entries;
    expect(entry?.restorable).toBe(true);
    return entry.id;
  };
  const restore = (entryId: number, token: string) =>
    call(t, 'POST', `/api/audit/${entryId}/restore`, undefined, token);
  const deletedAdmin = async () => {
    const body = newUserBody('admin', { password: 'admin-password-1' });
    const created = await call(t, 'POST', '/api/apps/users', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await call(t, 'DELETE', `/api/apps/users/${id}`)).statusCode).toBe(204);
    return { id, email: body.email, entryId: await deleteEntryOf('users', id) };
  };

  it('refuses (403) to restore a deleted invoice to a role that may only manage the audit log; an admin restores it', async () => {
    const member = await memberOf(auditOnly);
    const [invoice] = await t.app.db.select({ id: invoices.id }).from(invoices).limit(1);
    expect((await call(t, 'DELETE', `/api/apps/invoice/${invoice.id}`)).statusCode).toBe(204);
    const entryId = await deleteEntryOf('invoices', invoice.id);

    const refused = await restore(entryId, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/may not create Invoice/);
    expect(await countRows(t, invoices, eq(invoices.id, invoice.id))).toBe(0);

    const restored = await restore(entryId, t.adminToken);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await countRows(t, invoices, eq(invoices.id, invoice.id))).toBe(1);
  });

  it('refuses (403) to bring back a deleted admin account to a role that may only manage the audit log', async () => {
    const member = await memberOf(auditOnly);
    const admin = await deletedAdmin();
    const refused = await restore(admin.entryId, member.token);
    expect(refused.statusCode).toBe(403);
    expect(await countRows(t, users, eq(users.id, admin.id))).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: admin.email, password: 'admin-password-1' },
        })
      ).statusCode,
    ).not.toBe(200);
  });

  it('refuses a user manager to restore an admin ("rights you do not hold"), and lets them restore a user of their own role', async () => {
    const member = await memberOf([
      { action: 'manage', subject: 'User' },
      { action: 'manage', subject: 'AuditEntry' },
    ]);
    const admin = await deletedAdmin();
    const refused = await restore(admin.entryId, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/rights you do not hold/);
    expect(await countRows(t, users, eq(users.id, admin.id))).toBe(0);

    const peer = await call(t, 'POST', '/api/apps/users', newUserBody(member.role));
    expect(peer.statusCode, peer.body).toBe(201);
    const peerId = peer.json().id as number;
    expect((await call(t, 'DELETE', `/api/apps/users/${peerId}`)).statusCode).toBe(204);
    const restored = await restore(await deleteEntryOf('users', peerId), member.token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await countRows(t, users, eq(users.id, peerId))).toBe(1);
  });

  it('lets an admin restore a deleted admin account, which signs in again', async () => {
    const admin = await deletedAdmin();
    expect((await restore(admin.entryId, t.adminToken)).statusCode).toBe(200);
    expect(await t.login(admin.email, 'admin-password-1')).toEqual(expect.any(String));
  });

  it('shows a role that may only manage the audit log no entries of invoices, users or mail, and counts none', async () => {
    const member = await memberOf(auditOnly);
    const subject = uniqueTag('Secret subject');
    const draft = await call(t, 'POST', '/api/apps/email/messages', {
      to: [],
      subject,
      message: '<p>body</p>',
      send: false,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await list(`q=${subject}`)).entries.length).toBeGreaterThan(0);

    for (const qs of [`q=${subject}`, 'table=emails', 'table=invoices', 'table=users', 'table=roles']) {
      const page = await list(`${qs}&itemsPerPage=100`, member.token);
      expect(page.entries, qs).toEqual([]);
      expect(page.total, qs).toBe(0);
    }
    const csv = await call(t, 'GET', '/api/audit/export.csv', undefined, member.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(subject);
    expect(csv.body).not.toMatch(/\n[^\n]*,(users|invoices|emails),/);
  });

  it('shows a mail user the entries of their own mailbox and none of anyone else’s, with counts that agree', async () => {
    const member = await memberOf([
      { action: 'manage', subject: 'Email' },
      { action: 'manage', subject: 'AuditEntry' },
    ]);
    const theirs = uniqueTag('Theirs');
    const mine = uniqueTag('Mine');
    const compose = async (subject: string, token: string) => {
      const res = await call(
        t,
        'POST',
        '/api/apps/email/messages',
        { to: [], subject, message: '<p>x</p>', send: false },
        token,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().email.id as number;
    };
    await compose(theirs, t.adminToken);
    const own = await compose(mine, member.token);
    // An update names no owner: the mailbox is read from the message as it is now.
    expect(
      (
        await call(
          t,
          'POST',
          '/api/apps/email/messages',
          { draftId: own, to: [], subject: `${mine} v2`, message: '', send: false },
          member.token,
        )
      ).statusCode,
    ).toBe(201);

    expect((await list(`q=${theirs}`, member.token)).total).toBe(0);
    const visible = await list('table=emails&itemsPerPage=100', member.token);
    expect(visible.entries.length).toBeGreaterThanOrEqual(2);
    expect(visible.entries.every((e) => e.recordId === String(own))).toBe(true);
    const counted = await list('table=emails&itemsPerPage=1', member.token);
    expect(counted.total).toBe(visible.entries.length);
  });

  it('shows a reader limited to their own account the entries of that account only', async () => {
    const member = await memberOf([
      { action: 'read', subject: 'User', conditions: { id: '$me' } },
      { action: 'manage', subject: 'AuditEntry' },
    ]);
    const other = await signedInUser(t, 'client');
    for (const id of [member.id, other.id]) {
      expect((await call(t, 'PATCH', `/api/apps/users/${id}`, { company: uniqueTag('Co') })).statusCode).toBe(
        200,
      );
    }
    const page = await list('table=users&itemsPerPage=100', member.token);
    expect(page.entries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(page.entries.map((e) => e.recordId))).toEqual(new Set([String(member.id)]));
    expect((await list('table=users&itemsPerPage=1', member.token)).total).toBe(page.entries.length);
    expect((await list(`recordId=${other.id}&table=users`, member.token)).total).toBe(0);
  });
});
