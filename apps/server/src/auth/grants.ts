import { type AbilityRule, actions, subjects } from '@app/contracts';
import { HttpError } from '../lib/errors.ts';
import { type AppAbility, buildAbility, wholeSubjectAbility } from './ability.ts';

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/**
 * Whether the caller holds every right the rules grant. Conditions and fields of the granted rules are
 * ignored (the check is as strict as an unconditional rule); inverted rules only take rights away. Only
 * the caller's rights on whole subjects count: a right limited to some records (or fields) cannot be
 * handed out, since the rule would not carry the caller's limit along.
 */
export function holdsAll(callerAbility: AppAbility, rules: AbilityRule[]): boolean {
  const ability = wholeSubjectAbility(callerAbility);
  return rules
    .filter((rule) => !rule.inverted)
    .every((rule) =>
      asList(rule.action).every((action) =>
        asList(rule.subject).every((subject) => ability.can(action, subject)),
      ),
    );
}

/**
 * Nobody hands out more than they hold: a maintainer who manages users cannot create an admin, and a
 * role editor cannot give a role (or a permission) `manage all`.
 */
export function assertHoldsAll(ability: AppAbility, rules: AbilityRule[], what: string): void {
  if (!holdsAll(ability, rules)) {
    throw new HttpError(403, { message: `You cannot ${what}: it grants rights you do not hold yourself.` });
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return Object.fromEntries(
      entries.sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** A rule's identity regardless of key order (JSONB reorders keys on the way back). */
export const ruleKey = (rule: AbilityRule): string => JSON.stringify(canonical(rule));

/**
 * Each action on each subject that `after` allows and `before` did not. Comparing the abilities (not
 * the rule lists) catches a change that widens rights by taking a rule away: removing a "cannot"
 * (`inverted`) rule hands out what it used to forbid. Rights are compared on whole subjects; a changed
 * condition is an added rule, which `addedRules` reports.
 */
export function widenedRights(before: AbilityRule[], after: AbilityRule[]): AbilityRule[] {
  const was = wholeSubjectAbility(buildAbility(before, null));
  const now = wholeSubjectAbility(buildAbility(after, null));
  return subjects.flatMap((subject) =>
    actions
      .filter((action) => now.can(action, subject) && !was.can(action, subject))
      .map((action) => ({ action, subject })),
  );
}

/** The rules of `next` that `previous` does not hold already. */
export function addedRules(previous: AbilityRule[], next: AbilityRule[]): AbilityRule[] {
  const known = new Set(previous.map(ruleKey));
  return next.filter((rule) => !known.has(ruleKey(rule)));
}

export function sameRules(a: AbilityRule[], b: AbilityRule[]): boolean {
  return a.length === b.length && a.every((rule, i) => ruleKey(rule) === ruleKey(b[i]));
}
