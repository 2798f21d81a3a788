import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterButton } from '@/components/router-links';
import type { CardPageName } from '../card-pages';

// One chunk per page: the widgets' charts and the actions' dialogs load only with their page.
const PAGES = {
  basic: lazy(() => import('./basic-cards-page').then((m) => ({ default: m.BasicCardsPage }))),
  advanced: lazy(() => import('./advanced-cards-page').then((m) => ({ default: m.AdvancedCardsPage }))),
  statistics: lazy(() => import('./statistics-cards-page').then((m) => ({ default: m.StatisticsCardsPage }))),
  widgets: lazy(() => import('./widgets-cards-page').then((m) => ({ default: m.WidgetsCardsPage }))),
  actions: lazy(() => import('./actions-cards-page').then((m) => ({ default: m.ActionsCardsPage }))),
} satisfies Record<CardPageName, unknown>;

/** /pages/cards/$name: one page of the card catalogue, under its title and the way back to the index. */
export function CardPage({ name }: { name: CardPageName }) {
  const { t } = useTranslation('card');
  const Page = PAGES[name];
  return (
    <>
      <PageHeader
        title={t(`pages.${name}.title`)}
        subtitle={t(`pages.${name}.text`)}
        actions={
          <RouterButton to="/pages/cards" variant="text">
            {t('allCards')}
          </RouterButton>
        }
      />
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <Page />
      </Suspense>
    </>
  );
}
