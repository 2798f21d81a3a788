import { createFileRoute } from '@tanstack/react-router';
import { landingQueryOptions, takeRenderedLanding } from '@/features/front/api/get-landing';
import { LandingPage } from '@/features/front/components/landing-page';

export const Route = createFileRoute('/_front/front-pages/landing-page')({
  loader: ({ context: { queryClient } }) => {
    // The page the server rendered comes with its data: the app draws the same reviews at once.
    const rendered = takeRenderedLanding();
    if (rendered) queryClient.setQueryData(landingQueryOptions().queryKey, rendered);
    void queryClient.prefetchQuery(landingQueryOptions());
  },
  component: LandingPage,
});
