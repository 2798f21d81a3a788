import { createFileRoute } from '@tanstack/react-router';
import { TypographyPage } from '@/features/typography/components/typography-page';
import { requireAccess } from '@/lib/session/guards';

/** Spec 000's /pages/typography: the theme's type scale, for every signed-in user. */
export const Route = createFileRoute('/_app/pages/typography')({
  beforeLoad: requireAccess('authenticated'),
  component: TypographyPage,
});
