import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { TypographyPage } from '@/features/typography/components/typography-page';

/** Spec 000's /pages/typography: the theme's type scale, for every signed-in user. */
export const Route = createFileRoute('/_app/pages/typography')({
  beforeLoad: requireAccess('authenticated'),
  component: TypographyPage,
});
