import { describe, it } from 'vitest';
import { expectNamesHoldTheirCount } from '@/test/count-names';

/** The bell shows how many notifications are new; its name must hold that figure. */
describe('the bell’s name', () => {
  it('holds the figure shown, in every language and plural form', async () => {
    await expectNamesHoldTheirCount('notification', ['bell.labelCount']);
  });
});
