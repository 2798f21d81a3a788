import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_FAQ } from '../../db/seed/faq.data.ts';
import { SEED_HELP } from '../../db/seed/help-center.data.ts';

/**
 * The help center and the FAQ name buttons, fields, tabs and pages so that a reader can find them.
 * Every name they give must be a label the interface shows in English, so an article cannot send
 * anyone to a button that does not exist ("My Orders", "Cancel order" once did).
 */
const web = fileURLToPath(new URL('../../../../web/src/', import.meta.url));

/** Names in the texts that are not translated labels, each with its reason. Keep it tiny. */
const NOT_LABELS: Record<string, string> = {
  'Ctrl+K': 'the search button shows the key shortcut, built from the platform in code',
  '⌘K': 'the same shortcut as shown on a Mac',
};

function strings(value: unknown, out: Set<string>) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
}

/** Every English string of the areas, the shell (app) and the shared `common` namespace. */
function englishLabels(): Set<string> {
  const files = [join(web, 'app/locales/en.json'), join(web, 'i18n/locales/en.json')];
  for (const area of readdirSync(join(web, 'features'))) {
    const file = join(web, 'features', area, 'locales/en.json');
    if (existsSync(file)) files.push(file);
  }
  const labels = new Set<string>();
  for (const file of files) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    // The FAQ's group titles are the seed's own words translated, not labels that could vouch for them.
    if (file.includes('/features/help/')) {
      delete json.faq.groups;
      delete json.faq.subtitles;
    }
    strings(json, labels);
  }
  return labels;
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

describe('names in the help texts', () => {
  const labels = englishLabels();
  const unknown = (names: string[]) => names.filter((n) => !labels.has(n) && !(n in NOT_LABELS));

  it('finds the web’s English labels', () => {
    expect(labels.size).toBeGreaterThan(1000);
    expect(labels.has('Place the order')).toBe(true);
  });

  it('gives in bold only labels the interface shows, in every help article', () => {
    const named = SEED_HELP.flatMap((c) => c.articles).map((a) => ({
      slug: a.slug,
      names: [...a.body.matchAll(/<strong>(.*?)<\/strong>/g)].map((m) => decode(m[1])),
    }));
    expect(
      named.map((a) => ({ slug: a.slug, unknown: unknown(a.names) })).filter((a) => a.unknown.length),
    ).toEqual([]);
    expect(named.flatMap((a) => a.names).length).toBeGreaterThan(50);
  });

  it('gives between “ ” only labels the interface shows, in every FAQ answer, which is plain text', () => {
    const answers = SEED_FAQ.flatMap((g) => g.faqs);
    expect(answers.filter((f) => /<[a-z/]/i.test(f.answer)).map((f) => f.question)).toEqual([]);
    const named = answers.map((f) => ({
      question: f.question,
      names: [...f.answer.matchAll(/“([^”]+)”/g)].map((m) => m[1]),
    }));
    expect(
      named.map((f) => ({ question: f.question, unknown: unknown(f.names) })).filter((f) => f.unknown.length),
    ).toEqual([]);
    expect(named.flatMap((f) => f.names).length).toBeGreaterThan(20);
  });

  it('keeps the allow-list to names the texts still use', () => {
    const bodies = SEED_HELP.flatMap((c) => c.articles.map((a) => a.body)).join(' ');
    for (const name of Object.keys(NOT_LABELS)) expect(bodies).toContain(`<strong>${name}</strong>`);
  });
});
