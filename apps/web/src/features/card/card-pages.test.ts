import { describe, expect, it } from 'vitest';
import { CARD_PAGES, isCardPage } from './card-pages';

describe('isCardPage', () => {
  it('accepts the five catalogue pages', () => {
    for (const name of CARD_PAGES) expect(isCardPage(name)).toBe(true);
  });

  it('refuses any other name, whatever its case', () => {
    for (const name of ['', 'Basic', 'gamification', 'basic ', '../basic', 'constructor']) {
      expect(isCardPage(name)).toBe(false);
    }
  });
});
