import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';

/** The figure as a word of its own, as axe's label-in-name check reads it (not "(1)"). */
const word = (count: number) => new RegExp(`(^|\\s)${count}(\\s|$)`);

/**
 * The navbar's chat button and a chat's unread chip show a count; their names must hold it, as a
 * screen-reader user hears what a sighted one sees (WCAG 2.5.3, label in name). Arabic's one and two
 * forms too, which once said the number in words only.
 */
describe('the chat counts’ names', () => {
  it('hold the figure shown, in every language and plural form', async () => {
    for (const language of ['en', 'fr', 'ar']) {
      await i18n.loadLanguages(language);
      await i18n.loadNamespaces('chat');
      const t = i18n.getFixedT(language, 'chat');
      for (let count = 1; count <= 120; count++) {
        expect(t('navbar.unseen', { count }), `${language} ${count}`).toMatch(word(count));
        expect(t('sidebar.unseen', { count }), `${language} ${count}`).toMatch(word(count));
      }
    }
  });
});
