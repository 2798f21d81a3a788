import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  type Icon,
  IconAppWindow,
  IconArrowRight,
  IconChartDonut,
  IconChartHistogram,
  IconClick,
  IconLayoutCards,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterButton } from '@/components/router-links';
import { TintedIcon } from '@/components/tinted-icon';
import { CARD_PAGES, type CardPageName } from '../card-pages';

const ICONS: Record<CardPageName, Icon> = {
  basic: IconAppWindow,
  advanced: IconLayoutCards,
  statistics: IconChartHistogram,
  widgets: IconChartDonut,
  actions: IconClick,
};

const TONES = ['primary', 'info', 'success', 'warning', 'error'] as const;

/** /pages/cards: the five pages of the card catalogue, each with what it shows and its link. */
export function CardsIndexPage() {
  const { t } = useTranslation('card');
  const rtl = useTheme().direction === 'rtl';
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CARD_PAGES.map((name, i) => (
          <Grid key={name} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                <TintedIcon icon={ICONS[name]} tone={TONES[i % TONES.length]} size={48} />
                <Typography variant="h5" component="h2">
                  {t(`pages.${name}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                  {t(`pages.${name}.text`)}
                </Typography>
                <RouterButton
                  to="/pages/cards/$name"
                  params={{ name }}
                  variant="outlined"
                  endIcon={<IconArrowRight size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('open', { title: t(`pages.${name}.title`) })}
                </RouterButton>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
