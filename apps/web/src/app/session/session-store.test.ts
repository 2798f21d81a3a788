import { subject } from '@casl/ability';
import { afterEach, describe, expect, it } from 'vitest';
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
});
