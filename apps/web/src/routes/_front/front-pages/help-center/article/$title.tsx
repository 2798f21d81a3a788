import { createFileRoute } from '@tanstack/react-router';
import { helpArticleQueryOptions } from '@/features/help/api/get-help-article';
import { HelpArticlePage } from '@/features/help/components/help-article-page';

/** {title} is the article's slug, the readable part of its address. */
export const Route = createFileRoute('/_front/front-pages/help-center/article/$title')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(helpArticleQueryOptions(params.title));
  },
  component: HelpArticleRoute,
});

function HelpArticleRoute() {
  const { title } = Route.useParams();
  return <HelpArticlePage key={title} slug={title} />;
}
