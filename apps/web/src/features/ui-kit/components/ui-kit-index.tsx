import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TintedIcon } from '@/components/tinted-icon';
import { uiKitCatalogues } from '../ui-kit-catalogue';
import type { UiKitSection } from '../ui-kit-section';
import { SECTION_ICONS, uiKitIcon } from './ui-kit-icon';

const RouterCardAction = createLink(CardActionArea);

/** `/<section>`: a card per page of the section (icon, title, one line), or why there is none yet. */
export function UiKitIndex({ section }: { section: UiKitSection }) {
  const { t } = useTranslation('ui-kit');
  const { names, pages } = uiKitCatalogues[section];
  return (
    <>
      <PageHeader title={t(`sections.${section}.title`)} subtitle={t(`sections.${section}.description`)} />
      {names.length === 0 ? (
        <Card>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <TintedIcon icon={uiKitIcon(SECTION_ICONS[section])} tone="secondary" />
            <Typography color="text.secondary">{t('index.empty')}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Grid
          container
          spacing={3}
          component="ul"
          aria-label={t(`sections.${section}.title`)}
          sx={{ p: 0, m: 0 }}
        >
          {names.map((name) => {
            const page = pages[name];
            if (!page) return null;
            return (
              <Grid key={name} component="li" size={{ xs: 12, sm: 6, lg: 4 }} sx={{ listStyle: 'none' }}>
                <Card sx={{ height: '100%' }}>
                  <RouterCardAction
                    to={`/${section}/$name`}
                    params={{ name }}
                    sx={{
                      height: '100%',
                      display: 'flex',
                      alignItems: 'flex-start',
                      justifyContent: 'flex-start',
                    }}
                  >
                    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                      <TintedIcon icon={uiKitIcon(page.icon)} tone="primary" />
                      <div>
                        <Typography variant="h6" component="h2">
                          {t(page.title)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(page.description)}
                        </Typography>
                      </div>
                    </CardContent>
                  </RouterCardAction>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </>
  );
}
