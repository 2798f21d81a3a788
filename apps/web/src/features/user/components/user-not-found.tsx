import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconArrowBack, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouterButton } from './router-links';

/** What an unknown or deleted user's page shows (the API answers 404 User not found). */
export function UserNotFound({ id }: { id: string }) {
  const { t } = useTranslation('user');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 5, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
        <IconUserQuestion size={56} stroke={1.4} aria-hidden />
        <Typography variant="h4" component="h1">
          {t('view.notFound')}
        </Typography>
        <Typography color="text.secondary">{t('view.notFoundText', { id })}</Typography>
        <RouterButton
          to="/apps/user/list"
          variant="contained"
          startIcon={<IconArrowBack size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {t('view.backToList')}
        </RouterButton>
      </CardContent>
    </Card>
  );
}
