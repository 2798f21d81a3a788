import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterButton, RouterTextLink } from '@/components/router-links';
import { neighboursOf, uiKitCatalogues } from '../ui-kit-catalogue';
import type { UiKitSection } from '../ui-kit-section';

type Props = {
  section: UiKitSection;
  /** The page's name in its section's catalogue: gives its title, and its neighbours for the links. */
  name: string;
  /** A paragraph under the title: what the page shows and where the app uses it. */
  intro?: ReactNode;
  /** The page's specimens. */
  children: ReactNode;
};

/** The frame of every catalogue page: breadcrumbs to the section, the title, the specimens, then previous / next. */
export function KitPage({ section, name, intro, children }: Props) {
  const { t, i18n } = useTranslation('ui-kit');
  const flip = { transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined };
  const { pages } = uiKitCatalogues[section];
  const title = t(pages[name]?.title ?? name);
  const { previous, next } = neighboursOf(section, name);
  const link = (to: string | undefined, rel: 'previous' | 'next') => {
    const page = to ? pages[to] : undefined;
    if (!to || !page) return <span />;
    const Chevron = rel === 'previous' ? IconChevronLeft : IconChevronRight;
    return (
      <RouterButton
        to={`/${section}/$name`}
        params={{ name: to }}
        rel={rel === 'previous' ? 'prev' : 'next'}
        variant="outlined"
        color="secondary"
        // The secondary colour's own text is 3.5:1 on the page background (axe color-contrast).
        sx={{ color: 'text.secondary' }}
        startIcon={rel === 'previous' ? <Chevron size={18} style={flip} aria-hidden /> : undefined}
        endIcon={rel === 'next' ? <Chevron size={18} style={flip} aria-hidden /> : undefined}
      >
        {t(`frame.${rel}`, { title: t(page.title) })}
      </RouterButton>
    );
  };
  return (
    <>
      <Breadcrumbs aria-label={t('frame.breadcrumb')} sx={{ mb: 1 }}>
        <RouterTextLink to={`/${section}`} underline="hover" color="inherit">
          {t(`sections.${section}.title`)}
        </RouterTextLink>
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
      <PageHeader title={title} subtitle={intro ?? t(pages[name]?.description ?? name)} />
      <Stack spacing={3}>{children}</Stack>
      <Box
        component="nav"
        aria-label={t('frame.pager')}
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, mt: 4 }}
      >
        {link(previous, 'previous')}
        {link(next, 'next')}
      </Box>
    </>
  );
}
