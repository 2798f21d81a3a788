import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules whose violations axe-core reports as "moderate" or "minor" only (their impact is fixed
 * per rule in axe-core 4.14, the version @axe-core/playwright 4.14 bundles). The journeys keep
 * serious and critical violations alone, so these rules cannot change a result: they are not run,
 * which takes about a third off each page's analysis (docs/decisions/016). Rules off by default
 * (duplicate-id, identical-links-same-purpose…) are not named.
 */
export const NEVER_SERIOUS_RULES = [
  // minor
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'focus-order-semantics',
  'hidden-content',
  'image-redundant-alt',
  'meta-viewport-large',
  'presentation-role-conflict',
  'server-side-image-map',
  'table-duplicate-name',
  // moderate
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport',
  'no-autoplay-audio',
  'page-has-heading-one',
  'region',
  'scope-attr-valid',
  'skip-link',
];

/**
 * The journeys' axe-core check of `page`, for serious and critical violations: the rules in
 * NEVER_SERIOUS_RULES are not run, and only violations are asked for (`resultTypes`), so axe-core
 * describes one element of each rule's passes instead of every one. A page of one document is
 * analysed by `axe.run` in the page itself (`setLegacyMode`); by default @axe-core/playwright runs
 * each frame apart and merges their results in a new blank page, sending it the description of every
 * element checked, which is needed only to reach into other frames. Together they take about two
 * thirds off a page's analysis and report the same violations (docs/decisions/016, session 12). A
 * page with a frame (an opened e-mail) keeps the frame-by-frame run.
 *
 * A page of one document that axe-core was put into by an earlier check (a journey that moved to the
 * next route through the app's router: the document is the same) is not given axe-core's 560 kB
 * again: @axe-core/playwright evaluates its source twice per analysis otherwise (decision 016,
 * session 16). A frame-by-frame run always puts it into every frame.
 */
export async function journeyAxe(page: Page): Promise<AxeBuilder> {
  const legacy = page.frames().length === 1;
  const injected =
    legacy &&
    (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  // options() first: it replaces the options that disableRules() writes into.
  const builder = new AxeBuilder({ page, axeSource: injected ? ';' : undefined })
    .options({ resultTypes: ['violations'] })
    .disableRules(NEVER_SERIOUS_RULES);
  if (legacy) builder.setLegacyMode();
  return builder;
}

/**
 * axe-core's violations that a keyboard or screen-reader user would be stopped by ("serious" and
 * "critical"), one line each: rule, help and the elements. The journeys expect none
 * (docs/accessibility.md).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await (await journeyAxe(page))
    // A button whose content is the user's avatar (the account menu, "Account menu of <name>"; the
    // chat profile) shows initials as a picture, not a label, so WCAG 2.5.3 (label in name) does not
    // apply; axe-core cannot tell. They carry data-avatar-button.
    .exclude('[data-avatar-button]')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
