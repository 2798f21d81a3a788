import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN, expect, openAs } from './support';

/**
 * One person with `path` open as the admin in a browser context of their own (so two of them hold
 * two sessions, as two people would). `ready` waits until the page shows the loaded record.
 */
export async function editorOn(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  ready?: (page: Page) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openAs(page, ADMIN, path);
  await ready?.(page);
  return page;
}

/** The conflict dialog the second save opens, once it is visible. */
export async function conflictDialog(page: Page): Promise<Locator> {
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this record' });
  await expect(conflict).toBeVisible();
  return conflict;
}

/**
 * Expects the dialog to list exactly one changed field, `label`, with the second person's value
 * (`mine`) beside the one saved meanwhile (`theirs`).
 */
export async function expectOneConflictRow(conflict: Locator, label: RegExp, mine: string, theirs: string) {
  const row = conflict.getByRole('row', { name: label });
  await expect(row.getByRole('cell').nth(0)).toHaveText(mine);
  await expect(row.getByRole('cell').nth(1)).toHaveText(theirs);
  await expect(conflict.getByRole('row')).toHaveCount(2);
}
