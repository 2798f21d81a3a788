import type { NotificationItem } from '@app/contracts';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { notificationLink, notificationText } from './notification-text';

const item: NotificationItem = {
  id: 'licence-1',
  kind: 'licenceExpiring',
  severity: 'error',
  message: 'WebStorm (Acme) expires in 5 days',
  params: {
    product: 'WebStorm',
    productCode: 'webstorm',
    licensee: 'Acme',
    days: 5,
    expiresOn: '2030-01-06',
  },
  url: '/admin/jetbrains?status=expiring',
};

describe('notification text', () => {
  it('says which licence expires and in how many days, with the product’s name', async () => {
    const t = i18n.createInstance();
    await t.init({ lng: 'en', resources: { en: { notification: en } }, defaultNS: 'notification' });
    expect(notificationText(t.t, item)).toBe('WebStorm licence (Acme) expires in 5 days');
    expect(notificationText(t.t, { ...item, params: { ...item.params, days: 1 } })).toBe(
      'WebStorm licence (Acme) expires in 1 day',
    );
    expect(notificationText(t.t, { ...item, kind: 'licenceExpiresToday' })).toBe(
      'WebStorm licence (Acme) expires today',
    );
  });

  it('names new orders and new sign-ins, the time in the reader’s format', async () => {
    const t = i18n.createInstance();
    await t.init({ lng: 'en', resources: { en: { notification: en } }, defaultNS: 'notification' });
    const orders = { ...item, kind: 'newOrders' as const, params: { count: 3 } };
    expect(notificationText(t.t, orders)).toBe('3 new orders in the last 24 hours');
    const signIn = {
      ...item,
      kind: 'newSignIn' as const,
      params: { count: 1, ip: '10.0.0.7', at: '2026-11-26T08:30:00.000Z' },
    };
    expect(notificationText(t.t, signIn, (iso) => `at ${iso.slice(11, 16)}`)).toBe(
      'New sign-in to your account from 10.0.0.7 (at 08:30)',
    );
    expect(notificationText(t.t, { ...signIn, params: { ...signIn.params, count: 2 } }, () => 'today')).toBe(
      '2 new sign-ins to your account, the latest from 10.0.0.7 (today)',
    );
  });

  it('links to the page with its filters', () => {
    expect(notificationLink(item.url)).toEqual({ to: '/admin/jetbrains', search: { status: 'expiring' } });
    expect(notificationLink('/apps/chat')).toEqual({ to: '/apps/chat', search: {} });
  });
});
