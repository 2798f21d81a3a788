import type { AbilityRule, Access } from '@app/contracts';
import { createMongoAbility, type MongoAbility } from '@casl/ability';

export type AppAbility = MongoAbility;

export function buildAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility(rules as never);
}

export function allows(ability: AppAbility, access: Access): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return ability.can(access.action, access.subject);
}

const isManageAll = (r: AbilityRule) =>
  r.action === 'manage' && r.subject === 'all' && !r.inverted && !r.conditions && !r.fields;

/**
 * Removes exact duplicates so that a role and its permissions do not repeat a rule; an unconditional
 * `manage all` with no inverted rule beside it makes every other rule redundant, so it stands alone.
 */
export function mergeRules(...lists: AbilityRule[][]): AbilityRule[] {
  const all = lists.flat();
  if (all.some(isManageAll) && !all.some((r) => r.inverted)) return [{ action: 'manage', subject: 'all' }];
  const seen = new Set<string>();
  const out: AbilityRule[] = [];
  for (const rule of all) {
    const key = JSON.stringify(rule);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(rule);
  }
  return out;
}
