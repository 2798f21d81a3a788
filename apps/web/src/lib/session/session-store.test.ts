import { subject } from '@casl/ability';
import { afterEach, describe, expect, it } from 'vitest';
import { canOn } from './can';
import { ability, sessionStore } from './session-store';

describe('the session ability', () => {
  afterEach(() => sessionStore.clear());

  it('reads "owner = me" as the signed-in user, as the server does', () => {
    sessionStore.set({
      userData: {
        id: 7,
        fullName: 'Own Reader',
        username: 'own',
        avatar: null,
        email: 'o@x.test',
        role: 'own',
      },
      accessToken: 'token',
      rules: [
        { action: 'read', subject: 'Order', conditions: { ownerId: '$me' } },
        { action: 'read', subject: 'User' },
        { action: 'read', subject: 'User', inverted: true, conditions: { id: '$me' } },
      ],
    });
    expect(ability.can('read', subject('Order', { ownerId: 7 }))).toBe(true);
    expect(ability.can('read', subject('Order', { ownerId: 8 }))).toBe(false);
    expect(ability.can('read', subject('Order', { ownerId: null }))).toBe(false);
    expect(ability.can('read', subject('User', { id: 7 }))).toBe(false);
    expect(ability.can('read', subject('User', { id: 8 }))).toBe(true);
    // The stored rules keep the placeholder, so a refreshed session resolves it again.
    expect(sessionStore.get()?.rules[0].conditions).toEqual({ ownerId: '$me' });
  });

  it('shows the edit and delete buttons of a product, an invoice or a customer only where the rules reach it', () => {
    sessionStore.set({
      userData: {
        id: 9,
        fullName: 'Clerk',
        username: 'clerk',
        avatar: null,
        email: 'c@x.test',
        role: 'clerk',
      },
      accessToken: 'token',
      rules: [
        { action: 'update', subject: 'Product', conditions: { status: { $ne: 'Published' } } },
        { action: 'delete', subject: 'Invoice', conditions: { status: 'Draft' } },
        { action: 'update', subject: 'Customer', conditions: { country: { $in: ['France'] } } },
      ],
    });
    expect(canOn('update', 'Product', { status: 'Inactive', categoryId: 2 })).toBe(true);
    expect(canOn('update', 'Product', { status: 'Published', categoryId: 2 })).toBe(false);
    expect(canOn('delete', 'Invoice', { status: 'Draft', clientId: 1 })).toBe(true);
    expect(canOn('delete', 'Invoice', { status: 'Paid', clientId: 1 })).toBe(false);
    expect(canOn('update', 'Customer', { status: 'Active', country: 'France' })).toBe(true);
    expect(canOn('update', 'Customer', { status: 'Active', country: 'Brazil' })).toBe(false);
    sessionStore.clear();
    expect(canOn('update', 'Product', { status: 'Inactive', categoryId: 2 })).toBe(false);
  });
});
