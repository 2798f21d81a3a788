import { expect } from 'vitest';
import i18n from '@/i18n';

/** The figure as a word of its own, as axe's label-in-name check reads it (not "(1)"). */
const word = (count: number) => new RegExp(`(^|\\s)${count}(\\s|$)`);

/**
 * Checks that each key of `ns`, given counts 1 to 120, names the figure a badge beside it shows, in
 * every language and plural form (WCAG 2.5.3, label in name): Arabic's one and two forms once said
 * the number in words only.
 */
export async function expectNamesHoldTheirCount(ns: string, keys: string[]) {
  for (const language of ['en', 'fr', 'ar']) {
    await i18n.loadLanguages(language);
    await i18n.loadNamespaces(ns);
    const t = i18n.getFixedT(language, ns);
    for (let count = 1; count <= 120; count++) {
      for (const key of keys) expect(t(key, { count }), `${language} ${key} ${count}`).toMatch(word(count));
    }
  }
}
