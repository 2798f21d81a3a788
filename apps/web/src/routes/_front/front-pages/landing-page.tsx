import { createFileRoute } from '@tanstack/react-router';
import { landingQueryOptions } from '@/features/front/api/get-landing';
import { LandingPage } from '@/features/front/components/landing-page';

export const Route = createFileRoute('/_front/front-pages/landing-page')({
  // On the server the render waits for this answer; the browser hydrates the page with it in the cache.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(landingQueryOptions()),
  component: LandingPage,
});
