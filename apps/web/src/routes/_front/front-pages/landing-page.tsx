import { createFileRoute } from '@tanstack/react-router';
import { landingQueryOptions } from '@/features/front/api/get-landing';
import { LandingPage } from '@/features/front/components/landing-page';

export const Route = createFileRoute('/_front/front-pages/landing-page')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(landingQueryOptions());
  },
  component: LandingPage,
});
