import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Icon, IconBox, IconCircleCheck, IconPackageOff, IconPackages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productStatsQueryOptions } from '../api/get-product-stats';
import { useMoney } from '../format';

type Key = 'total' | 'published' | 'inStock' | 'outOfStock';
type Stat = { key: Key; icon: Icon; tint: 'primary' | 'success' | 'info' | 'error' };

const STATS: Stat[] = [
  { key: 'total', icon: IconPackages, tint: 'primary' },
  { key: 'published', icon: IconCircleCheck, tint: 'success' },
  { key: 'inStock', icon: IconBox, tint: 'info' },
  { key: 'outOfStock', icon: IconPackageOff, tint: 'error' },
];

/** Products in all, published, in stock and out of stock; the first card also gives the stock's value. */
export function ProductStatCards() {
  const { t, i18n } = useTranslation('product');
  const stats = useQuery(productStatsQueryOptions());
  const money = useMoney();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const data = stats.data;
  const total = data?.total ?? 0;
  const countOf = (key: Key) =>
    key === 'total' ? total : key === 'published' ? (data?.byStatus.Published ?? 0) : (data?.[key] ?? 0);
  const hintOf = (key: Key) => {
    if (stats.isError) return t('stats.unavailable');
    if (key === 'total') return data ? t('stats.totalHint', { value: money(data.inventoryValue) }) : '';
    return t(`stats.${key}Hint`);
  };
  return (
    <Grid
      container
      spacing={3}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('stats.label')}
    >
      {STATS.map(({ key, icon: StatIcon, tint }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                p: 3,
                '&:last-child': { pb: 3 },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography color="text.primary">{t(`stats.${key}`)}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 0.5 }}>
                  <Typography variant="h4" component="p">
                    {stats.isPending ? <Skeleton width={56} /> : number.format(countOf(key))}
                  </Typography>
                  {key !== 'total' && data && total > 0 && (
                    <Typography color={`${tint}.main`} sx={{ fontWeight: 500 }}>
                      ({percent.format(countOf(key) / total)})
                    </Typography>
                  )}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {stats.isPending ? <Skeleton width={120} /> : hintOf(key)}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={(theme) => ({
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  width: 42,
                  height: 42,
                  borderRadius: 1.5,
                  color: theme.palette[tint].main,
                  bgcolor: alpha(theme.palette[tint].main, 0.16),
                })}
              >
                <StatIcon size={26} />
              </Box>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
