import { createFileRoute, notFound } from '@tanstack/react-router';
import { isCardPage } from '@/features/card/card-pages';
import { CardPage } from '@/features/card/components/card-page';
import { requireAccess } from '@/lib/session/guards';

/** /pages/cards/{basic,advanced,statistics,widgets,actions}: the app's cards over its real figures. */
export const Route = createFileRoute('/_app/pages/cards/$name')({
  beforeLoad: (ctx) => {
    if (!isCardPage(ctx.params.name)) throw notFound();
    return requireAccess('authenticated')(ctx);
  },
  component: function CardsRoute() {
    const { name } = Route.useParams();
    return isCardPage(name) ? <CardPage name={name} /> : null;
  },
});
