import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/named-icon';
import { RetryAlert } from '@/components/retry-alert';
import { RouterTextLink } from '@/components/router-links';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { profileTabQueryOptions } from '../api/profile';
import { ProfileFacts } from './profile-facts';

/** The profile tab: about, contacts and team on the left; figures, contacts and projects on the right. */
export function ProfileOverviewTab() {
  const { t } = useTranslation('profile');
  const { number } = useIntlFormat();
  const query = useQuery(profileTabQueryOptions());
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) return <Skeleton variant="rounded" height={420} aria-busy />;
  const data = query.data;
  const translated = (f: { property: string; value: string }) =>
    f.property === 'status' || f.property === 'role' || f.property === 'language'
      ? t(`values.${f.value}`, { defaultValue: t(`roles.${f.value}`, { defaultValue: f.value }) })
      : f.value;
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}
    >
      <Card>
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          {data.aboutText && <Typography>{data.aboutText}</Typography>}
          <ProfileFacts title={t('sections.about')} facts={data.about} values={translated} />
          <ProfileFacts title={t('sections.contacts')} facts={data.contacts} />
          <ProfileFacts
            title={t('sections.teams')}
            facts={data.teams}
            values={(f) => t('members', { count: Number(f.value), n: number(Number(f.value)) })}
          />
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card>
          <CardHeader title={t('sections.overview')} />
          <CardContent
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}
          >
            {data.overview.map((f) => (
              <Box key={f.property} sx={{ p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }}>
                <Typography variant="h5" component="p">
                  {number(Number(f.value))}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`facts.${f.property}`)}
                </Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title={t('sections.connections')}
            action={
              data.connections.length > 0 && (
                <RouterTextLink
                  to="/pages/user-profile/$tab"
                  params={{ tab: 'connections' }}
                  sx={{ mt: 1, marginInlineEnd: 1, display: 'inline-block' }}
                >
                  {t('viewAll')}
                </RouterTextLink>
              )
            }
          />
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            {data.connections.length === 0 && (
              <Typography color="text.secondary">{t('noConnections')}</Typography>
            )}
            {data.connections.map((c) => (
              <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <UserAvatar name={c.name} src={c.avatar} size={38} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {c.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('connectionsCount', { count: c.connections, n: number(c.connections) })}
                  </Typography>
                </Box>
              </Box>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('sections.projects')} />
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            {data.teamsTech.length === 0 && <Typography color="text.secondary">{t('noProjects')}</Typography>}
            {data.teamsTech.map((p) => (
              <Box key={p.title} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <NamedIcon name={p.avatar ?? ''} color={p.ChipColor} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {p.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('members', { count: p.members, n: number(p.members) })}
                  </Typography>
                </Box>
                <Chip size="small" label={p.chipText} color={p.ChipColor as 'primary'} variant="outlined" />
              </Box>
            ))}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
