import { createFileRoute } from '@tanstack/react-router';
import { landingQueryOptions } from '@/features/front/api/get-landing';
import { LandingPage } from '@/features/front/components/landing-page';

export const Route = createFileRoute('/_front/front-pages/landing-page')({
  // The page the server rendered put its data in the cache (app/rendered-queries.ts): no fetch then.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(landingQueryOptions()),
  component: LandingPage,
});
