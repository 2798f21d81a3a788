import { describe, expect, it } from 'vitest';
import {
  countryName,
  intlLocaleOf,
  makeIntlFormat,
  monthStart,
  relativeTime,
  usesTwelveHourClock,
} from './intl-format';

describe('formatting in the reader’s language', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const en = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const fr = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });

  it('says how long ago in the largest unit that fits', () => {
    expect(relativeTime(en, '2026-11-20T11:59:40Z', now)).toBe('this minute');
    expect(relativeTime(en, '2026-11-20T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime(en, '2026-11-19T10:00:00Z', now)).toBe('yesterday');
    expect(relativeTime(fr, '2026-09-01T12:00:00Z', now)).toBe('il y a 2 mois');
  });

  it('writes times on the 12-hour clock in English and Arabic, on the 24-hour clock in French', () => {
    expect(usesTwelveHourClock('en')).toBe(true);
    expect(usesTwelveHourClock('ar')).toBe(true);
    expect(usesTwelveHourClock('fr')).toBe(false);
  });

  it('reads a YYYY-MM month as its first day in UTC', () => {
    expect(monthStart('2026-02').toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('maps languages to Intl locales', () => {
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('ar')).toBe('ar');
  });

  it('names the country in the reader’s language', () => {
    expect(countryName('en', 'in', 'India')).toBe('India');
    expect(countryName('fr', 'us', 'United States')).toBe('États-Unis');
    expect(countryName('en', '??', 'Somewhere')).toBe('Somewhere');
  });

  it('writes amounts in dollars for the reader’s language', () => {
    expect(makeIntlFormat('en').money(5303.13)).toBe('$5,303.13');
    expect(makeIntlFormat('en').money(2706.02)).toBe('$2,706.02');
    expect(makeIntlFormat('fr').money(2706.02).replace(/\s/g, ' ')).toBe('2 706,02 $US');
  });

  it('keeps an Arabic amount, a negative one too, whole in right-to-left text', () => {
    const ar = makeIntlFormat('ar');
    // Left-to-right isolated: the "$" stays beside "US" instead of moving to the line's other end.
    expect(ar.money(-71)).toMatch(/^\u2066.*-71\.00\sUS\$\u2069$/);
    expect(ar.money(71)).toMatch(/^\u2066.*71\.00\sUS\$\u2069$/);
    expect(ar.compactMoney(-1500)).toMatch(/^\u2066.*\u2069$/);
    // English and French are written as Intl writes them.
    expect(makeIntlFormat('en').money(-71)).toBe('-$71.00');
  });

  it('writes shares and growth as percents', () => {
    expect(makeIntlFormat('en').percent(0.255)).toBe('25.5%');
    expect(makeIntlFormat('en').wholePercent(0.255)).toBe('26%');
    expect(makeIntlFormat('en').growth(12.5)).toBe('+12.5%');
  });
});
