import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconArrowBack, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouterButton } from './router-links';

/** What an unknown customer's page shows (the API answers 404 with an empty body). */
export function CustomerNotFound({ id }: { id: string }) {
  const { t } = useTranslation('customer');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 5, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
        <IconUserQuestion size={56} stroke={1.4} aria-hidden />
        <Typography variant="h4" component="h1">
          {t('details.notFound')}
        </Typography>
        <Typography color="text.secondary">{t('details.notFoundText', { id })}</Typography>
        <RouterButton
          to="/apps/ecommerce/customer/list"
          variant="contained"
          startIcon={<IconArrowBack size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {t('details.backToList')}
        </RouterButton>
      </CardContent>
    </Card>
  );
}
