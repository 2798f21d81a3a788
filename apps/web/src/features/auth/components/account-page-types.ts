import type { AuthConfigAnswer, RegistrationAnswer } from '@app/contracts';
import type { ComponentType } from 'react';
import type { AuthVariant } from './auth-card';

/** What the server draws the account pages with: the demo accounts and whether registration is open. */
export type SigninConfig = AuthConfigAnswer & { registration: RegistrationAnswer };

/**
 * An account page as the sign-in entry draws it, in the v1 style; without the server's config it asks
 * for what it shows.
 */
export type AccountPage = ComponentType<{ config: SigninConfig | undefined; variant?: AuthVariant }>;
