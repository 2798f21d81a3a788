import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };
export const CLIENT = { email: 'client@demo.com', password: 'client' };

/** Signs in through the real form, as a person would. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signInFromStart(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/login/);
}
