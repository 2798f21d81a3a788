import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconArrowBack, IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';

export function InvoiceNotFound({ id }: { id: string }) {
  const { t } = useTranslation('invoice');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 5, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
        <IconFileOff size={56} stroke={1.4} aria-hidden />
        <Typography variant="h4" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('notFound.text', { id })}</Typography>
        <RouterButton
          to="/apps/invoice/list"
          variant="contained"
          startIcon={<IconArrowBack size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {t('notFound.back')}
        </RouterButton>
      </CardContent>
    </Card>
  );
}
