import { createFileRoute } from '@tanstack/react-router';
import { helpCenterQueryOptions } from '@/features/help/api/get-help-center';
import { HelpCenterPage } from '@/features/help/components/help-center-page';
import { helpCenterSearch } from '@/features/help/help-center-search';
import { useListRoute } from '@/lib/list-route';

export const Route = createFileRoute('/_front/front-pages/help-center/')({
  validateSearch: helpCenterSearch,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(helpCenterQueryOptions());
  },
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  return <HelpCenterPage {...useListRoute(Route, true)} />;
}
