import type { CrmDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/named-icon';
import type { IntlFormat } from '@/lib/intl-format';

type Status = CrmDashboardAnswer['projectStatus'];

/** How many projects are not started, under way or done, and their average progress. */
export function ProjectStatusCard({ status, format }: { status: Status; format: IntlFormat }) {
  const { t } = useTranslation('crm-dashboard');
  const rows = [
    { key: 'completed', value: status.completed, color: 'success' as const },
    { key: 'inProgress', value: status.inProgress, color: 'primary' as const },
    { key: 'notStarted', value: status.notStarted, color: 'warning' as const },
  ];
  const share = (v: number) => (status.total ? v / status.total : 0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('projects.statusTitle')}
        subheader={t('projects.statusSubtitle', {
          count: status.total,
          value: format.number(status.total),
          average: format.percent(status.averageProgress / 100),
        })}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((r) => (
            <Box key={r.key} component="li">
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography>{t(`projects.${r.key}`)}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{format.number(r.value)}</Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                color={r.color}
                value={share(r.value) * 100}
                aria-label={t('projects.share', {
                  name: t(`projects.${r.key}`),
                  value: format.percent(share(r.value)),
                })}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
              />
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Unfinished projects with their leader and progress, furthest along first. */
export function ActiveProjectsCard({
  projects,
  format,
}: {
  projects: CrmDashboardAnswer['activeProjects'];
  format: IntlFormat;
}) {
  const { t } = useTranslation('crm-dashboard');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('projects.activeTitle')}
        subheader={t('projects.activeSubtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {projects.length === 0 && <Typography color="text.secondary">{t('projects.none')}</Typography>}
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {projects.map((p) => (
            <Stack key={p.id} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <NamedIcon name={p.logo} color="primary" size={34} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {p.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {p.leader}
                </Typography>
              </Box>
              <Box sx={{ width: 88, flexShrink: 0 }}>
                <Typography variant="body2" sx={{ textAlign: 'end' }}>
                  {format.percent(p.progress / 100)}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={p.progress}
                  aria-label={t('projects.progress', {
                    name: p.name,
                    value: format.percent(p.progress / 100),
                  })}
                  sx={{ height: 6, borderRadius: 3 }}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
