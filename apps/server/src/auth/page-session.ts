import type { Access } from '@app/contracts';
import type { Queryable } from '../db/client.ts';
import { allows } from './ability.ts';
import { type OpenSession, sessionOfToken } from './session.service.ts';
import type { SessionCache } from './session-cache.ts';
import { cookieOf } from './token.ts';

/**
 * The page-session cookie (docs/decisions/021-signed-in-pages-rendered-on-the-server.md): the session's
 * own token, set beside the answer that gives it to the app (sign-in, the second step) and cleared at
 * sign-out, so that a page request (a GET of an HTML route) says who is asking and the server can draw
 * the page for them. HttpOnly (the page's scripts never read it), SameSite=Strict (another site's link or
 * form does not carry it), Secure over https. It never authorizes an /api call: the API reads only the
 * Authorization header (auth/plugin.ts), so it stays free of cross-site request forgery.
 */
export const PAGE_SESSION_COOKIE = 'yunkong-page-session';

/** The Set-Cookie header that hands the session's token to page requests for `ttlHours`. */
export function pageSessionSetCookie(token: string, ttlHours: number, secure: boolean): string {
  return [
    `${PAGE_SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${Math.round(ttlHours * 3600)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie header that removes it (sign-out). */
export function pageSessionClearCookie(secure: boolean): string {
  return [
    `${PAGE_SESSION_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The open session a page request's cookie names (null when none, ended, expired or malformed). */
export function sessionOfPageRequest(
  db: Queryable,
  cookieHeader: string | undefined,
  cache?: SessionCache<OpenSession>,
): Promise<OpenSession | null> {
  const token = cookieOf(cookieHeader, PAGE_SESSION_COOKIE);
  return sessionOfToken(db, token, cache);
}

/** Who a signed-in page is drawn for (as GET /api/auth/me answers) and the token its calls carry. */
export type SignedInPageData = {
  reader: { userData: OpenSession['user']; rules: OpenSession['rules'] };
  token: string;
};

/**
 * Who a signed-in page is drawn for on a page request: null when the request carries no open session
 * or the user may not do every one of `needs` (the accesses of the API routes the page reads, with their
 * row-rule flag, judged as auth/plugin.ts judges them), so that nothing private is drawn for them. The
 * render then asks the API, in process, with the session's token (lib/server-rendered-page.ts).
 */
export function signedInPageData(
  db: Queryable,
  cache: SessionCache<OpenSession> | undefined,
  needs: { access: Access; rowRules?: boolean }[],
) {
  return async (req: { url: string; headers: { cookie?: string } }): Promise<SignedInPageData | null> => {
    // The page is drawn as its first visit shows it (first page, default filters and sort); a URL that
    // asks for another page, a search, a filter or a sort is drawn by the app, which reads it.
    if (req.url.includes('?')) return null;
    const token = cookieOf(req.headers.cookie, PAGE_SESSION_COOKIE);
    const session = await sessionOfToken(db, token, cache);
    if (!token || !session || !needs.every((need) => allows(session.ability, need.access, need.rowRules))) {
      return null;
    }
    return { reader: { userData: session.user, rules: session.rules }, token };
  };
}
