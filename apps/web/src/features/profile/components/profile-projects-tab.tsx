import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/named-icon';
import { RetryAlert } from '@/components/retry-alert';
import { useIntlFormat } from '@/lib/intl-format';
import { profileProjectsQueryOptions } from '../api/profile';

type Props = { page: number; onPageChange: (page: number) => void };

/** The projects tab: the projects the user leads or works on, six a page. */
export function ProfileProjectsTab({ page, onPageChange }: Props) {
  const { t } = useTranslation('profile');
  const { number, wholePercent } = useIntlFormat();
  const query = useQuery({ ...profileProjectsQueryOptions(page), placeholderData: keepPreviousData });
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) return <Skeleton variant="rounded" height={320} aria-busy />;
  const { projects, totalPages, totalProjects } = query.data;
  if (totalProjects === 0) {
    return (
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('projectsEmptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('projectsEmpty')}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        {t('projectsCount', { count: totalProjects, n: number(totalProjects) })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
        }}
        aria-busy={query.isFetching}
      >
        {projects.map((p) => (
          <Card key={p.id}>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <NamedIcon name={p.avatar} color={p.chipColor} />
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography variant="h6" component="h2" noWrap>
                    {p.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('leader', { name: p.leader })}
                  </Typography>
                </Box>
                <Chip size="small" variant="outlined" color={p.chipColor as 'primary'} label={p.client} />
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2">{t('hours', { hours: p.hours })}</Typography>
                <Typography variant="body2">
                  {t('members', { count: p.members, n: number(p.members) })}
                </Typography>
              </Box>
              <div>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('progress')}
                  </Typography>
                  <Typography variant="body2">{wholePercent(p.progress / 100)}</Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={p.progress}
                  aria-label={t('progressOf', { name: p.title })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </div>
            </CardContent>
          </Card>
        ))}
      </Box>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={query.data.page}
          onChange={(_, next) => onPageChange(next)}
          color="primary"
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, n) => t(`pagination.${type}`, { page: n })}
        />
      )}
    </Box>
  );
}
