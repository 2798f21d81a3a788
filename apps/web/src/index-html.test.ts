import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

describe('index.html first paint', () => {
  it("draws the sign-in card with the sign-in page's own strings in every language", () => {
    const json = /<script type="application\/json" id="boot-strings">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const strings = JSON.parse(json ?? '{}') as Record<string, Record<string, string>>;
    expect(Object.keys(strings).sort()).toEqual(['ar', 'en', 'fr']);
    for (const lang of Object.keys(strings)) {
      const auth = JSON.parse(
        readFileSync(join(import.meta.dirname, 'features', 'auth', 'locales', `${lang}.json`), 'utf8'),
      ) as { login: Record<string, string> };
      for (const [key, text] of Object.entries(strings[lang]))
        expect(text, `${lang} ${key}`).toBe(auth.login[key]);
    }
  });

  it('reads the stored settings under the keys the settings store writes', async () => {
    const { SETTING_KEYS } = await import('./app/settings/settings-store');
    for (const key of [SETTING_KEYS.theme, SETTING_KEYS.language, SETTING_KEYS.primaryColor]) {
      expect(html).toContain(`'${key.replace(/^yunkong-/, '')}'`);
    }
    expect(SETTING_KEYS.theme.startsWith('yunkong-')).toBe(true);
  });
});
