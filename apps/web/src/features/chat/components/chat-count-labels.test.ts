import { describe, it } from 'vitest';
import { expectNamesHoldTheirCount } from '@/test/count-names';

/** The navbar's chat button and a chat's unread chip show a count; their names must hold it. */
describe('the chat counts’ names', () => {
  it('hold the figure shown, in every language and plural form', async () => {
    await expectNamesHoldTheirCount('chat', ['navbar.unseen', 'sidebar.unseen']);
  });
});
