import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

describe('index.html first paint', () => {
  it('reads the stored settings under the keys the settings store writes', async () => {
    const { SETTING_KEYS } = await import('./lib/settings/settings-store');
    for (const key of [SETTING_KEYS.theme, SETTING_KEYS.language, SETTING_KEYS.primaryColor]) {
      expect(html).toContain(`'${key.replace(/^yunkong-/, '')}'`);
    }
    expect(SETTING_KEYS.theme.startsWith('yunkong-')).toBe(true);
  });
});
