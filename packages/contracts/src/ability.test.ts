import { describe, expect, it } from 'vitest';
import { type AbilityRule, abilityRuleInput, ruleProblems } from './ability.ts';

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
      'conditions on Order beyond reading',
      { action: 'update', subject: 'Order', conditions: { status: 'Delivered' } },
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
