import { describe, expect, it } from 'vitest';
import { localeOf, monthStart, relativeTime, shareOf } from './format';

describe('dashboard formatting', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const en = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const fr = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });

  it('says how long ago in the largest unit that fits', () => {
    expect(relativeTime(en, '2026-11-20T11:59:40Z', now)).toBe('this minute');
    expect(relativeTime(en, '2026-11-20T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime(en, '2026-11-19T10:00:00Z', now)).toBe('yesterday');
    expect(relativeTime(fr, '2026-09-01T12:00:00Z', now)).toBe('il y a 2 mois');
  });

  it('reads a YYYY-MM month as its first day in UTC', () => {
    expect(monthStart('2026-02').toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('maps languages to Intl locales and guards shares of nothing', () => {
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('ar')).toBe('ar');
    expect(shareOf(3, 0)).toBe(0);
    expect(shareOf(1, 4)).toBe(0.25);
  });
});
