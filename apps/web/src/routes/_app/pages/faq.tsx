import { createFileRoute } from '@tanstack/react-router';
import { faqQueryOptions } from '@/features/help/api/get-faq';
import { FaqPage } from '@/features/help/components/faq-page';
import { faqSearch } from '@/features/help/faq-search';
import { useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/pages/faq')({
  beforeLoad: requireAccess('authenticated'),
  validateSearch: faqSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(faqQueryOptions(deps.q));
  },
  component: FaqRoute,
});

function FaqRoute() {
  return <FaqPage {...useListRoute(Route)} />;
}
