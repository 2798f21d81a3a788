import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { profileTeamsQueryOptions } from '../api/profile';

/** The teams tab: the people who share the user's role. */
export function ProfileTeamsTab() {
  const { t } = useTranslation('profile');
  const { number } = useIntlFormat();
  const query = useQuery(profileTeamsQueryOptions());
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) return <Skeleton variant="rounded" height={220} aria-busy />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
      }}
    >
      {query.data.map((team) => (
        <Card key={team.title}>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h5" component="h2">
              {t('teamOf', { role: t(`roles.${team.title}`, { defaultValue: team.title }) })}
            </Typography>
            <Typography color="text.secondary">{team.description || t('noDescription')}</Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                flexWrap: 'wrap',
              }}
            >
              {team.avatarGroup.length > 0 ? (
                <AvatarGroup
                  max={5}
                  total={team.avatarGroup.length + team.extraMembers}
                  sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: '0.8rem' } }}
                >
                  {team.avatarGroup.map((m) => (
                    <UserAvatar key={m.name} name={m.name} src={m.avatar} size={32} />
                  ))}
                </AvatarGroup>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('aloneInTeam')}
                </Typography>
              )}
              {team.chips.map((c) => (
                <Chip
                  key={c.title}
                  size="small"
                  color={c.color as 'primary'}
                  label={t(`roles.${c.title}`, { defaultValue: c.title })}
                />
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('members', {
                count: team.avatarGroup.length + team.extraMembers + 1,
                n: number(team.avatarGroup.length + team.extraMembers + 1),
              })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
