import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '@/i18n';
import { describeRule } from './describe-condition';

describe('a rule in words', () => {
  beforeAll(async () => {
    await i18nReady();
    await i18n.loadLanguages(['fr', 'ar']);
  });
  const say = (rule: Parameters<typeof describeRule>[0], language = 'en') =>
    describeRule(rule, i18n.getFixedT(language), language);

  it('says a status condition in the interface language', () => {
    const rule = { action: 'read', subject: 'Order', conditions: { status: 'Delivered' } } as const;
    expect(say(rule)).toBe('Can read orders whose status is Delivered');
    expect(say(rule, 'fr')).toBe('Peut lire : commandes dont le statut est Livrée');
    expect(say(rule, 'ar')).toContain('تم التسليم');
  });

  it('says a list of statuses, an exception and a field limit', () => {
    expect(
      say({
        action: ['read', 'update'],
        subject: 'User',
        conditions: { status: { $in: ['active', 'pending'] } },
      }),
    ).toBe('Can read and update users whose status is Active or Pending');
    expect(say({ action: 'delete', subject: 'User', inverted: true, conditions: { status: 'active' } })).toBe(
      'Cannot delete users whose status is Active',
    );
    expect(say({ action: 'update', subject: 'User', fields: ['company', 'country'] })).toBe(
      'Can update users, only the fields company and country',
    );
  });

  it('says "owner is me" on orders and users, and its exception, in each language', () => {
    const own = { action: 'read', subject: 'Order', conditions: { ownerId: '$me' } } as const;
    expect(say(own)).toBe('Can read orders whose owner is me');
    expect(say(own, 'fr')).toBe('Peut lire : commandes dont je suis le propriétaire');
    expect(say(own, 'ar')).toContain('أملكها');
    expect(say({ action: 'update', subject: 'User', conditions: { id: { $eq: '$me' } } })).toBe(
      'Can update users whose owner is me',
    );
    expect(
      say({ action: 'delete', subject: 'User', inverted: true, conditions: { id: { $ne: '$me' } } }),
    ).toBe('Cannot delete users whose owner is not me');
  });

  it('says conditions on products, invoices and customers in each language', () => {
    const drafts = {
      action: 'update',
      subject: 'Invoice',
      conditions: { status: { $in: ['Draft', 'Downloaded'] } },
    } as const;
    expect(say(drafts)).toBe('Can update invoices whose status is Draft or Downloaded');
    expect(say(drafts, 'fr')).toBe('Peut modifier : factures dont le statut est Brouillon ou Téléchargée');
    expect(say(drafts, 'ar')).toContain('مسودة');
    expect(
      say({ action: 'read', subject: 'Product', inverted: true, conditions: { status: 'Published' } }),
    ).toBe('Cannot read products whose status is Published');
    expect(say({ action: 'read', subject: 'Product', conditions: { categoryId: 3 } }, 'fr')).toBe(
      'Peut lire : produits dont le numéro de catégorie est 3',
    );
    expect(
      say({ action: 'read', subject: 'Customer', conditions: { country: 'France', status: 'Active' } }),
    ).toBe('Can read customers whose country is France and status is Active');
  });
});
