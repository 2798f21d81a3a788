import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's violations that a keyboard or screen-reader user would be stopped by ("serious" and
 * "critical"), one line each: rule, help and the elements. The journeys expect none
 * (docs/accessibility.md).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // A button whose content is the user's avatar (the account menu, "Account menu of <name>"; the
    // chat profile) shows initials as a picture, not a label, so WCAG 2.5.3 (label in name) does not
    // apply; axe-core cannot tell. They carry data-avatar-button.
    .exclude('[data-avatar-button]')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
