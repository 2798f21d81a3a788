import type { AuthConfigAnswer, RegistrationAnswer } from '@app/contracts';
import type { ComponentType } from 'react';
import type { AccountPath } from './account-link';
import type { AuthVariant } from './auth-card';
import { SigninEntryPage } from './signin-entry-page';

/** What the server draws the account pages with: the demo accounts and whether registration is open. */
export type SigninConfig = AuthConfigAnswer & { registration: RegistrationAnswer };

/**
 * An account page as the sign-in entry draws it, in the v1 style; without the server's config it asks
 * for what it shows.
 */
export type AccountPage = ComponentType<{ config: SigninConfig | undefined; variant?: AuthVariant }>;

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
