import type { AccountPath } from './account-link';
import type { AccountPage } from './account-page-types';
import { SigninEntryPage } from './signin-entry-page';

export type { AccountPage, SigninConfig } from './account-page-types';

/**
 * The account pages of the sign-in entry: /login in its own code, the other two loaded when first
 * shown (before hydration on their own URL, at the link otherwise), so /login carries none of their
 * fields (decision 014). The server's render loads them the same way.
 */
const PAGES: Record<AccountPath, () => Promise<AccountPage>> = {
  '/login': async () => SigninEntryPage,
  '/register': () => import('./register-entry-page').then((m) => m.RegisterEntryPage),
  '/forgot-password': () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
};

export const loadAccountPage = (path: AccountPath): Promise<AccountPage> => PAGES[path]();
