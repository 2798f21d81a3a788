import type { AbilityRule, Access } from '@app/contracts';
import { createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { landingPage } from './landing-page';
import { NAVIGATION } from './navigation';

/** What a signed-in reader holding `rules` may open, as `can` judges it. */
const signedInWith = (rules: AbilityRule[]) => {
  const ability = createMongoAbility(rules as never);
  return (access: Access) =>
    access === 'public' || access === 'authenticated' || ability.can(access.action, access.subject);
};

describe('the page a signed-in reader lands on', () => {
  it('is the CRM dashboard for the admin, the first page of the menu', () => {
    expect(landingPage(NAVIGATION, signedInWith([{ action: 'manage', subject: 'all' }]))).toBe(
      '/dashboards/crm',
    );
  });

  it('is the order list for a role whose only rule is read orders', () => {
    expect(landingPage(NAVIGATION, signedInWith([{ action: 'read', subject: 'Order' }]))).toBe(
      '/apps/ecommerce/order/list',
    );
  });

  it('is the profile, not the access-control table, for the client and the self-registered', () => {
    expect(landingPage(NAVIGATION, signedInWith([{ action: 'read', subject: 'AclDemo' }]))).toBe(
      '/pages/user-profile/profile',
    );
  });

  it('follows the menu order: the editor lands on the CRM dashboard, a reader of invoices on the invoices', () => {
    const editor = signedInWith([
      { action: 'read', subject: ['Dashboard', 'User', 'AclDemo'] },
      { action: 'read', subject: 'Invoice' },
    ]);
    expect(landingPage(NAVIGATION, editor)).toBe('/dashboards/crm');
    expect(landingPage(NAVIGATION, signedInWith([{ action: 'read', subject: 'Invoice' }]))).toBe(
      '/apps/invoice/list',
    );
  });

  it('is none for an account whose rules open no page that needs a right', () => {
    expect(landingPage(NAVIGATION, signedInWith([]))).toBeNull();
    expect(landingPage(NAVIGATION, signedInWith([{ action: 'read', subject: 'MailOutbox' }]))).toBeNull();
  });

  it('is none when an inverted rule takes back the only right', () => {
    const refused = signedInWith([
      { action: 'read', subject: 'Order' },
      { action: 'read', subject: 'Order', inverted: true },
    ]);
    expect(landingPage(NAVIGATION, refused)).toBeNull();
  });
});
