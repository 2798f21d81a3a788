import { createRouter, type RouterHistory, stringifySearchWith } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { routeTree } from '../routeTree.gen';
import type { AppContext } from './app-context';

export type { AppContext };

/**
 * The app's router over the route tree: the browser's (app/router.ts) and the server's, which renders a
 * page on a memory history for the browser to hydrate (src/ssr/page-markup.tsx). One set of options,
 * so that both draw the same links.
 */
export function createAppRouter(context: AppContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // Text stays plain in the URL (`?q=1994`, not `?q=%221994%22`); each list's search schema turns a
    // number-looking value back into text where the field is text.
    stringifySearch: stringifySearchWith(JSON.stringify),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // In the browser; on the server it would add an inline script (the CSP allows none) for nothing.
    scrollRestoration: !history,
    // A failing page shows its error and a retry in place of the page, inside the layout.
    defaultErrorComponent: RouteError,
    // Hash links are scrolled by scrollToHash (app/router.ts), which leaves room for the sticky navbar.
    defaultHashScrollIntoView: false,
  });
}
