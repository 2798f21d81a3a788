import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { RouterButton } from '@/components/router-links';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { profileConnectionsQueryOptions } from '../api/profile';

/** The connections tab: the people the user chats with. */
export function ProfileConnectionsTab() {
  const { t } = useTranslation('profile');
  const { number } = useIntlFormat();
  const canChat = useCan({ action: 'read', subject: 'Chat' });
  const query = useQuery(profileConnectionsQueryOptions());
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) return <Skeleton variant="rounded" height={320} aria-busy />;
  if (query.data.length === 0) {
    return (
      <Card>
        <CardContent>
          <Typography color="text.secondary">{t('noConnections')}</Typography>
        </CardContent>
      </Card>
    );
  }
  const stat = (value: number, label: string) => (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {number(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {query.data.map((c) => (
        <Card key={c.id}>
          <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
            <UserAvatar name={c.name} src={c.avatar} size={88} />
            <div>
              <Typography variant="h6" component="h2">
                {c.name}
              </Typography>
              <Typography color="text.secondary">
                {t(`roles.${c.designation}`, { defaultValue: c.designation })}
              </Typography>
            </div>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {c.chips.map((chip) => (
                <Chip
                  key={chip.title}
                  size="small"
                  color={chip.color as 'primary'}
                  variant="outlined"
                  label={t(`roles.${chip.title}`, { defaultValue: chip.title })}
                />
              ))}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, width: '100%' }}>
              {stat(c.projects, t('facts.projectsCompleted'))}
              {stat(c.tasks, t('facts.tasksCompleted'))}
              {stat(c.connections, t('facts.connections'))}
            </Box>
            {canChat && (
              <RouterButton
                to="/apps/chat"
                variant="outlined"
                size="small"
                startIcon={<IconMessageCircle size={18} />}
              >
                {t('openChat')}
              </RouterButton>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
