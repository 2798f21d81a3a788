import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { makeIntlFormat } from '@/lib/intl-format';
import { courseLength } from './course-length';

describe('courseLength', () => {
  it('writes the API’s length in the interface language, and leaves other text alone', async () => {
    await i18n.loadNamespaces('academy');
    const en = i18n.getFixedT('en', 'academy');
    expect(courseLength('4h 12m', en, makeIntlFormat('en'))).toBe('4 h 12 min');
    expect(courseLength('35m', en, makeIntlFormat('en'))).toBe('35 min');
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('academy');
    const ar = i18n.getFixedT('ar', 'academy');
    expect(courseLength('1h 5m', ar, makeIntlFormat('ar'))).toBe('1 س 5 د');
    expect(courseLength('about an hour', ar, makeIntlFormat('ar'))).toBe('about an hour');
    await i18n.changeLanguage('en');
  });
});
