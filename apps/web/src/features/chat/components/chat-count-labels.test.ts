import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';

/**
 * The navbar's chat button and a chat's unread chip show a count; their names must hold it, as a
 * screen-reader user hears what a sighted one sees (WCAG 2.5.3, label in name). Arabic's one and two
 * forms say the number in words, so they carry the figure too.
 */
describe('the chat counts’ names', () => {
  it('hold the figure shown, in every language and plural form', async () => {
    for (const language of ['en', 'fr', 'ar']) {
      await i18n.loadLanguages(language);
      await i18n.loadNamespaces('chat');
      const t = i18n.getFixedT(language, 'chat');
      for (let count = 1; count <= 120; count++) {
        expect(t('navbar.unseen', { count }), `${language} ${count}`).toContain(String(count));
        expect(t('sidebar.unseen', { count }), `${language} ${count}`).toContain(String(count));
      }
    }
  });
});
