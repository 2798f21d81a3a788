import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { e2eServerPort } from './servers';

/**
 * The journeys' `test`: each Playwright worker talks to a server and database of its own (see
 * playwright.config.ts), so two journeys running at once never see each other's writes. Every spec
 * imports `test` and `expect` from here, never from @playwright/test (the config refuses to start
 * otherwise).
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${e2eServerPort(testInfo.parallelIndex)}`);
  },
});
export { expect };

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };
export const CLIENT = { email: 'client@demo.com', password: 'client' };

/** The page's uncaught exceptions from now on and, with `console: true`, its console errors too. */
export function pageErrors(page: Page, { console: withConsole = false } = {}): string[] {
  const errors: string[] = [];
  if (withConsole)
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

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

/**
 * Opens `path` already signed in as `who`, without the login form: the session is asked of the API
 * and stored where the app keeps it (spec 000's `userData`, `accessToken`, `userAbilityRules`), as the
 * form would. Journeys about signing in use `signInFromStart`; every other journey starts here, which
 * skips a page load and the CRM dashboard each time.
 */
export async function openAs(page: Page, who: Who, path: string) {
  const login = await page.request.post('/api/auth/login', { data: who });
  expect(login.status(), await login.text()).toBe(201);
  const session = (await login.json()) as {
    accessToken: string;
    userData: unknown;
    userAbilityRules: unknown;
  };
  // A same-origin document that loads no app code, so the storage is written before the app reads it.
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('userData', JSON.stringify(s.userData));
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
  }, session);
  await page.goto(path);
}

type Who = { email: string; password: string };
type Query = Record<string, string | number>;

/** The API as one person sees it: their bearer token on every call, failing on any answer but 2xx. */
export type Api = {
  get: <T>(path: string, query?: Query) => Promise<T>;
  send: <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => Promise<T>;
};

/** Signs in through the API, so that a journey can compare what a page shows with the database. */
export async function apiAs(request: APIRequestContext, who: Who): Promise<Api> {
  const login = await request.post('/api/auth/login', { data: who });
  expect(login.status(), await login.text()).toBe(201);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const read = async <T>(answer: APIResponse): Promise<T> => {
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
    return (answer.status() === 204 ? undefined : await answer.json()) as T;
  };
  return {
    get: async (path, query) => read(await request.get(`/api${path}`, { headers, params: query })),
    send: async (method, path, body) =>
      read(await request.fetch(`/api${path}`, { method, headers, data: body })),
  };
}

type Outbox = { messages: { kind: string; to: string[]; text: string }[] };

/** The path (with its token) of the last link of `kind` mailed to `to`, read from the outbox as an admin. */
export async function mailedLink(admin: Api, kind: string, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { messages } = await admin.get<Outbox>('/mail-outbox', { kind });
        const mail = messages.find((m) => m.to.includes(to));
        link = mail?.text.match(new RegExp(`https?://[^/\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`))?.[1] ?? '';
        return link;
      },
      // A mail waits on the job queue: give a loaded machine time.
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/**
 * The number on a stat card, found by the card's title. The cards have no landmark of their own, so
 * the figure is read beside the title heading.
 */
export async function statFigure(page: Page, title: string): Promise<number> {
  const heading = page.getByRole('heading', { name: title, exact: true, level: 2 });
  const figure = heading.locator('xpath=..').getByRole('paragraph').first();
  await expect(figure).toHaveText(/\d/);
  return Number(((await figure.textContent()) ?? '').replace(/[^\d.-]/g, ''));
}

/**
 * Types a day (`YYYY-MM-DD`) into a date field of the English interface (MUI X's field: month, day and
 * year sections, typed digit by digit as a person does; `fill` does not reach them).
 */
export async function typeDate(field: Locator, day: string) {
  const [year, month, date] = day.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${month}${date}${year}`);
}

/** A date field of the English interface shows this day (`YYYY-MM-DD`), as MM/DD/YYYY. */
export async function expectDate(field: Locator, day: string) {
  const [year, month, date] = day.split('-');
  await expect(field.getByRole('spinbutton')).toHaveText([month, date, year]);
}
