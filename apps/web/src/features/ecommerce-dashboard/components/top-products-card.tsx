import type { EcommerceDashboardAnswer } from '@app/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyLine } from '@/components/empty-line';
import { WithheldNote } from '@/components/withheld-note';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { products: EcommerceDashboardAnswer['topProducts']; format: IntlFormat };

/** The best-selling products the reader may read, by revenue, with the units sold. */
export function TopProductsCard({ products, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('top.title')}
        subheader={t('top.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {products === null && <WithheldNote text={t('withheld.products')} />}
        {products?.length === 0 && <EmptyLine text={t('top.empty')} />}
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {products?.map((p) => (
            <Stack key={p.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <Avatar variant="rounded" src={p.image ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
                <IconPackage size={20} />
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {p.productName}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {p.category}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'end' }}>
                <Typography sx={{ fontWeight: 600 }}>{format.money(p.revenue)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('top.units', { count: p.unitsSold, value: format.number(p.unitsSold) })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
