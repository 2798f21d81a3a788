import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';

/** The figure as a word of its own, as axe's label-in-name check reads it (not "(1)"). */
const word = (count: number) => new RegExp(`(^|\\s)${count}(\\s|$)`);

/**
 * The bell shows how many notifications are new; its name must hold that figure (WCAG 2.5.3, label in
 * name), in Arabic's one and two forms too, which once said the number in words only.
 */
describe('the bell’s name', () => {
  it('holds the figure shown, in every language and plural form', async () => {
    for (const language of ['en', 'fr', 'ar']) {
      await i18n.loadLanguages(language);
      await i18n.loadNamespaces('notification');
      const t = i18n.getFixedT(language, 'notification');
      for (let count = 1; count <= 120; count++) {
        expect(t('bell.labelCount', { count }), `${language} ${count}`).toMatch(word(count));
      }
    }
  });
});
