import type { UserDetail } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserStatusChip } from './user-status-chip';

/** The account's state and age; passwords are set by an administrator, so there is no form here. */
export function UserSecurityTab({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation('user');
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(user.createdAt),
  );
  return (
    <Card>
      <CardHeader title={t('security.title')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          <div>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('form.status')}
            </Typography>
            <UserStatusChip status={user.status} size="medium" />
          </div>
          <div>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('security.created')}
            </Typography>
            <Typography sx={{ fontWeight: 500 }}>{created}</Typography>
          </div>
        </Box>
        <Typography color="text.secondary">{t(`security.statusText.${user.status}`)}</Typography>
        <Alert severity="info">{t('security.passwordNote')}</Alert>
      </CardContent>
    </Card>
  );
}
