import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { AppContext } from '@/app/app-context';
import { RouteError } from '@/components/route-error';
import { TopProgress } from '@/components/top-progress';
import { i18nReady } from '@/i18n';

export const Route = createRootRouteWithContext<AppContext>()({
  // A loader, not beforeLoad: the strings arrive while the page's own code is being fetched.
  loader: async () => {
    await i18nReady();
  },
  component: () => (
    <>
      <TopProgress />
      <Outlet />
    </>
  ),
  // Lazy: the root route is never split by the router plugin, and most visits never show this page.
  notFoundComponent: lazyRouteComponent(
    () => import('@/features/misc/components/not-found-page'),
    'NotFoundPage',
  ),
  errorComponent: RouteError,
});
