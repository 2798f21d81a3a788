import type { AbilityRule } from '@app/contracts';
import type { TFunction } from 'i18next';

const asList = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/**
 * One sentence per rule, in the interface language: "Can read and update users and roles".
 * `manage all` reads as full access; conditions and field limits are mentioned, not spelled out.
 */
export function describeRules(rules: readonly AbilityRule[], t: TFunction, language: string): string[] {
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return rules.map((rule) => {
    const actions = asList(rule.action);
    const subjects = asList(rule.subject);
    if (!rule.inverted && actions.includes('manage') && subjects.includes('all'))
      return t('user:rules.everything');
    const what = list.format(actions.map((a) => t(`user:rules.actions.${a}`)));
    const where = subjects.includes('all')
      ? t('user:rules.subjects.all')
      : list.format(subjects.map((s) => t(`user:rules.subjects.${s}`, { defaultValue: s })));
    const sentence = t(rule.inverted ? 'user:rules.cannot' : 'user:rules.can', { what, where });
    const limited = rule.conditions || rule.fields !== undefined;
    return limited ? `${sentence} ${t('user:rules.limited')}` : sentence;
  });
}
