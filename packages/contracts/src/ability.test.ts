import { describe, expect, it } from 'vitest';
import { type AbilityRule, abilityRuleInput, resolveMe, ruleProblems } from './ability.ts';

const paths = (rule: AbilityRule) => ruleProblems(rule).map(([path]) => path.join('.'));

describe('rule conditions and fields a role or permission may hold', () => {
  it('accepts plain rules and the operators the server enforces', () => {
    expect(paths({ action: 'manage', subject: 'all' })).toEqual([]);
    expect(
      paths({
        action: ['read', 'update'],
        subject: 'User',
        conditions: { id: { $gte: 2, $nin: [5, 6] }, status: 'active', role: { $in: ['client'] } },
      }),
    ).toEqual([]);
    expect(paths({ action: 'update', subject: 'User', fields: ['company', 'status'] })).toEqual([]);
    expect(
      paths({ action: 'delete', subject: 'User', inverted: true, conditions: { role: 'admin' } }),
    ).toEqual([]);
  });

  it.each<[string, AbilityRule, string]>([
    ['$where', { action: 'read', subject: 'User', conditions: { $where: '1' } }, 'conditions.$where'],
    ['$or', { action: 'read', subject: 'User', conditions: { $or: [] } }, 'conditions.$or'],
    [
      '$regex',
      { action: 'read', subject: 'User', conditions: { email: { $regex: '.' } } },
      'conditions.email.$regex',
    ],
    [
      'an empty operator object',
      { action: 'read', subject: 'User', conditions: { email: {} } },
      'conditions.email',
    ],
    [
      'an unknown field',
      { action: 'read', subject: 'User', conditions: { passwordHash: 'x' } },
      'conditions.passwordHash',
    ],
    ['a string id', { action: 'read', subject: 'User', conditions: { id: '1' } }, 'conditions.id'],
    [
      'an empty $in',
      { action: 'read', subject: 'User', conditions: { id: { $in: [] } } },
      'conditions.id.$in',
    ],
    ['conditions on all', { action: 'manage', subject: 'all', conditions: { id: 1 } }, 'conditions'],
    [
      'conditions on an Order create',
      { action: 'create', subject: 'Order', conditions: { status: 'Delivered' } },
      'conditions',
    ],
    [
      'a field one of its subjects lacks',
      { action: 'read', subject: ['User', 'Order'], conditions: { id: 1 } },
      'conditions.id',
    ],
    ['fields on read', { action: 'read', subject: 'User', fields: ['email'] }, 'fields'],
    ['fields on manage', { action: 'manage', subject: 'User', fields: 'email' }, 'fields'],
    ['an unknown field limit', { action: 'update', subject: 'User', fields: ['id'] }, 'fields'],
  ])('refuses %s at its path', (_, rule, path) => {
    expect(paths(rule)).toContain(path);
    const parsed = abilityRuleInput.safeParse(rule);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});

describe('the "$me" placeholder (owner = me)', () => {
  it('is accepted on the owner field, bare, with $eq or $ne, inverted or not', () => {
    expect(paths({ action: ['read', 'update'], subject: 'User', conditions: { id: '$me' } })).toEqual([]);
    expect(paths({ action: 'read', subject: 'Order', conditions: { ownerId: { $eq: '$me' } } })).toEqual([]);
    expect(
      paths({ action: 'delete', subject: 'User', inverted: true, conditions: { id: { $ne: '$me' } } }),
    ).toEqual([]);
    expect(paths({ action: 'read', subject: 'Order', conditions: { ownerId: 4 } })).toEqual([]);
  });

  it.each<[string, AbilityRule, string]>([
    ['on a status', { action: 'read', subject: 'Order', conditions: { status: '$me' } }, 'conditions.status'],
    [
      'on a user e-mail',
      { action: 'read', subject: 'User', conditions: { email: '$me' } },
      'conditions.email',
    ],
    [
      'with an operator other than $eq and $ne',
      { action: 'read', subject: 'User', conditions: { id: { $gte: '$me' } } },
      'conditions.id.$gte',
    ],
    [
      'inside $in',
      { action: 'read', subject: 'Order', conditions: { ownerId: { $in: ['$me', 2] } } },
      'conditions.ownerId.$in',
    ],
  ])('is refused %s, naming the path', (_, rule, path) => {
    expect(paths(rule)).toEqual([path]);
    const parsed = abilityRuleInput.safeParse(rule);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(/\$me/);
  });

  it('is replaced by the signed-in user id, and by 0 (no record) without a user', () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'Order', conditions: { ownerId: '$me', status: 'Delivered' } },
      { action: 'delete', subject: 'User', inverted: true, conditions: { id: { $ne: '$me' } } },
      { action: 'manage', subject: 'all' },
    ];
    expect(resolveMe(rules, 7).map((r) => r.conditions)).toEqual([
      { ownerId: 7, status: 'Delivered' },
      { id: { $ne: 7 } },
      undefined,
    ]);
    expect(resolveMe(rules, null)[0].conditions).toEqual({ ownerId: 0, status: 'Delivered' });
    expect(rules[0].conditions?.ownerId).toBe('$me');
  });
});
