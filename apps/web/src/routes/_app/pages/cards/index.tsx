import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { CardsIndexPage } from '@/features/card/components/cards-index-page';

/** Spec 000's /pages/cards: the catalogue of the app's own cards, for every signed-in user. */
export const Route = createFileRoute('/_app/pages/cards/')({
  beforeLoad: requireAccess('authenticated'),
  component: CardsIndexPage,
});
