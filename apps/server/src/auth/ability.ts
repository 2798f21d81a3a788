import { type AbilityRule, type Access, resolveMe, rowRuleFields } from '@app/contracts';
import { createMongoAbility, type MongoAbility } from '@casl/ability';

export type AppAbility = MongoAbility;

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const enforced = (subject: string) => Object.hasOwn(rowRuleFields, subject);
const limited = (rule: AbilityRule) => rule.conditions !== undefined || rule.fields !== undefined;

/**
 * The rules as the server applies them, failing closed (decision 015): a condition or field limit on a
 * subject whose routes do not enforce it (a rule stored before they were checked) grants nothing, and
 * an inverted one forbids the whole subject rather than the part it names.
 */
function applicable(rules: AbilityRule[]): AbilityRule[] {
  return rules.flatMap((rule) => {
    if (!limited(rule)) return [rule];
    const [kept, dropped] = [
      asList(rule.subject).filter(enforced),
      asList(rule.subject).filter((s) => !enforced(s)),
    ];
    const out: AbilityRule[] = kept.length > 0 ? [{ ...rule, subject: kept }] : [];
    if (rule.inverted && dropped.length > 0) {
      const { conditions: _c, fields: _f, ...whole } = rule;
      out.push({ ...whole, subject: dropped });
    }
    return out;
  });
}

/**
 * The ability of `userId` (null outside a session): its rules as the server applies them, with every
 * `'$me'` of a condition replaced by the user's id (owner = me, decision 015).
 */
export function buildAbility(rules: AbilityRule[], userId: number | null): AppAbility {
  return createMongoAbility(applicable(resolveMe(rules, userId)) as never);
}

/**
 * The rights the caller holds on every record of a subject: the rules without conditions or field
 * limits, and every inverted rule as if it had none. A route that does not check records one by one
 * (a count, a dashboard) asks this ability.
 */
export function wholeSubjectAbility(ability: AppAbility): AppAbility {
  const rules = ability.rules as AbilityRule[];
  if (!rules.some(limited)) return ability;
  return createMongoAbility(
    rules.flatMap((rule) => {
      if (!limited(rule)) return [rule];
      if (!rule.inverted) return [];
      const { conditions: _c, fields: _f, ...whole } = rule;
      return [whole];
    }) as never,
  );
}

/**
 * Whether the caller may use a route at all. A route that checks each record against the rules
 * (`config.rowRules`) lets conditional rules through, and the handler narrows them; any other route
 * needs the right on the whole subject.
 */
export function allows(ability: AppAbility, access: Access, rowRules = false): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  const judge = rowRules ? ability : wholeSubjectAbility(ability);
  return judge.can(access.action, access.subject);
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
