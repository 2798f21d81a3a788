import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { type TypeScale, typeScale } from '../type-scale';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXTS = ['subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;
const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** The theme's type scale as the app renders it: each variant with its real size, weight and line height. */
export function TypographyPage() {
  const { t } = useTranslation('typography');
  const theme = useTheme();
  const row = (variant: TypographyProps['variant'] & string, sample: string) => {
    const scale: TypeScale = typeScale(theme, variant);
    return (
      <Stack
        key={variant}
        component="li"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: { xs: 0.5, sm: 3 }, alignItems: { sm: 'baseline' }, py: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 200 }, flexShrink: 0 }}>
          <Typography
            component="code"
            variant="body2"
            dir="ltr"
            sx={{ fontWeight: 600, color: 'text.primary' }}
          >
            {variant}
          </Typography>{' '}
          {t('scale', scale)}
        </Typography>
        <Typography variant={variant} component="p" sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
          {sample}
        </Typography>
      </Stack>
    );
  };
  const list = { component: 'ul', sx: { listStyle: 'none', p: 0, m: 0 } } as const;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        <Grid size={12}>
          <Card>
            <CardHeader title={t('headings')} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
              <Stack {...list} divider={<li aria-hidden="true" />}>
                {HEADINGS.map((v, i) => row(v, t('heading', { n: i + 1 })))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={t('texts')} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
              <Stack {...list}>{TEXTS.map((v) => row(v, t(`sample.${v}`)))}</Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={t('colors')} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
              <Stack {...list} spacing={1.5}>
                {COLORS.map((c) => (
                  <Typography key={c} component="li" sx={{ fontWeight: 500, color: `${c}.main` }}>
                    {t(`color.${c}`)}
                  </Typography>
                ))}
                <Typography component="li" color="text.secondary">
                  {t('color.muted')}
                </Typography>
                <Typography component="li" color="text.disabled">
                  {t('color.disabled')}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
