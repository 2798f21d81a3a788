import { createFileRoute } from '@tanstack/react-router';
import { CardsIndexPage } from '@/features/card/components/cards-index-page';
import { requireAccess } from '@/lib/session/guards';

/** Spec 000's /pages/cards: the catalogue of the app's own cards, for every signed-in user. */
export const Route = createFileRoute('/_app/pages/cards/')({
  beforeLoad: requireAccess('authenticated'),
  component: CardsIndexPage,
});
