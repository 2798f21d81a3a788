import Link, { type LinkProps } from '@mui/material/Link';
import { createContext, type MouseEvent, useContext } from 'react';

/** The public account pages: the sign-in entry draws them (src/signin.tsx), and so does the app. */
export const ACCOUNT_PATHS = ['/login', '/register', '/forgot-password'] as const;
export type AccountPath = (typeof ACCOUNT_PATHS)[number];

/** The account page of a URL's path (`/register/` too), or undefined for any other page. */
export const accountPathOf = (pathname: string): AccountPath | undefined =>
  ACCOUNT_PATHS.find((path) => path === pathname.replace(/(.)\/+$/, '$1'));

/**
 * How a link between the account pages moves: the router's navigation in the app, the sign-in
 * entry's own on the pages it draws. Without one the browser loads the page.
 */
const AccountNavigationContext = createContext<((to: AccountPath) => void) | null>(null);
export const AccountNavigation = AccountNavigationContext.Provider;

/** A press the page may take: not a new tab or window (a modifier key, the middle button). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to another account page: a real `<a href>` (it works before the page's code has run). */
export function AccountLink({ to, onClick, ...props }: Omit<LinkProps, 'href'> & { to: AccountPath }) {
  const go = useContext(AccountNavigationContext);
  return (
    <Link
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!go || event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        go(to);
      }}
    />
  );
}
