import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { TopProgress } from '@/components/top-progress';
import { NotFoundPage } from '@/features/misc/components/not-found-page';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <TopProgress />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
