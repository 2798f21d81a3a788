import { type AbilityRule, ME } from '@app/contracts';
import type { TFunction } from 'i18next';

const asList = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
type Ops = Record<string, unknown>;

/** A value as the interface shows it: statuses have their own words, other values stay as they are. */
const valueWord = (t: TFunction, field: string, value: unknown) =>
  t(`rulesMatrix.values.${field}.${String(value)}`, { defaultValue: String(value) });

/** One test of a condition in words: "status is Delivered", "status is one of Active or Pending". */
function testWords(t: TFunction, language: string, field: string, test: unknown): string {
  const or = new Intl.ListFormat(language, { style: 'long', type: 'disjunction' });
  const name = t(`rulesMatrix.fields.${field}`, { defaultValue: field });
  const ops: Ops =
    test !== null && typeof test === 'object' && !Array.isArray(test) ? (test as Ops) : { $eq: test };
  const and = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return and.format(
    Object.entries(ops).map(([op, value]) => {
      // "Owner = me" reads the same on every subject (decision 015): the owner of a user is that user.
      if (value === ME)
        return t(op === '$ne' ? 'rulesMatrix.operators.notMine' : 'rulesMatrix.operators.mine');
      const values = asList(value).map((v) => valueWord(t, field, v));
      return t(`rulesMatrix.operators.${op}`, {
        field: name,
        value: op === '$in' || op === '$nin' ? or.format(values) : values[0],
        defaultValue: `${name} ${op} ${values.join(', ')}`,
      });
    }),
  );
}

/**
 * A rule with its condition in words, in the interface language: "Read orders whose status is
 * Delivered", "Cannot delete users whose status is Active"; a field limit names the fields.
 */
export function describeRule(rule: AbilityRule, t: TFunction, language: string): string {
  const and = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const actions = and.format(
    asList(rule.action).map((a) => t(`rulesMatrix.verbs.${a}`, { defaultValue: a })),
  );
  const subjects = and.format(
    asList(rule.subject).map((s) =>
      t(`rulesMatrix.subjects.${s}`, { defaultValue: s }).toLocaleLowerCase(language),
    ),
  );
  const tests = Object.entries(rule.conditions ?? {}).map(([field, test]) =>
    testWords(t, language, field, test),
  );
  let sentence = t(rule.inverted ? 'rulesMatrix.rule.cannot' : 'rulesMatrix.rule.can', {
    actions,
    subjects,
  });
  if (tests.length > 0) sentence = t('rulesMatrix.rule.whose', { sentence, condition: and.format(tests) });
  if (rule.fields !== undefined) {
    sentence = t('rulesMatrix.rule.fields', { sentence, fields: and.format(asList(rule.fields)) });
  }
  return sentence;
}
