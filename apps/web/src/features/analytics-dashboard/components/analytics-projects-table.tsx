import type { AnalyticsProject } from '@app/contracts';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconFolderOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { SearchField } from '@/components/data-table/search-field';
import { NamedIcon } from '@/components/named-icon';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { type AnalyticsSearch, toProjectsQuery } from '../analytics-search';
import { analyticsProjectsQueryOptions } from '../api/get-analytics-projects';

/** The projects table: q on name, leader or type; sort by project, leader or progress; paging; all in the URL. */
export function AnalyticsProjectsTable({ search, onSearchChange }: ListProps<AnalyticsSearch>) {
  const { t } = useTranslation('analytics-dashboard');
  const format = useIntlFormat();
  const query = toProjectsQuery(search);
  const list = useQuery(analyticsProjectsQueryOptions(query));
  const columns: DataTableColumn<AnalyticsProject>[] = [
    {
      field: 'project',
      headerName: t('projects.project'),
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <NamedIcon name={row.logo} color="primary" size={34} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {row.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.project}
            </Typography>
          </Box>
        </Box>
      ),
    },
    { field: 'leader', headerName: t('projects.leader'), flex: 1, minWidth: 110 },
    {
      field: 'team',
      headerName: t('projects.team'),
      sortable: false,
      width: 150,
      renderCell: ({ row }) => (
        <AvatarGroup
          max={5}
          total={row.team.length + (row.extraMembers ?? 0)}
          aria-label={t('projects.teamLabel', { count: row.team.length + (row.extraMembers ?? 0) })}
          sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 30, height: 30, fontSize: 12 } }}
        >
          {row.team.map((name) => (
            <UserAvatar key={name} name={name} size={30} />
          ))}
        </AvatarGroup>
      ),
    },
    {
      field: 'progress',
      headerName: t('projects.progress'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Box sx={{ width: '100%' }}>
          <Typography variant="body2">{format.wholePercent(row.progress / 100)}</Typography>
          <LinearProgress
            variant="determinate"
            value={row.progress}
            aria-label={t('projects.progressLabel', { name: row.name })}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      ),
    },
    { field: 'hours', headerName: t('projects.hours'), sortable: false, width: 100 },
  ];
  const reset = (patch: Partial<AnalyticsSearch>) => onSearchChange({ ...patch, page: undefined });
  return (
    <Card>
      <CardHeader
        title={t('projects.title')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        action={
          <SearchField
            label={t('projects.search')}
            value={search.q ?? ''}
            onChange={(q) => reset({ q: q || undefined })}
          />
        }
        sx={{ flexWrap: 'wrap', gap: 2, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <ListTable
        ns="analytics-dashboard"
        ariaLabel={t('projects.title')}
        columns={columns}
        query={query}
        list={list}
        rows={list.data?.projects}
        total={list.data?.total}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="analytics-dashboard"
            icon={IconFolderOff}
            filtered={Boolean(search.q)}
            clearKey="list.clearSearch"
            onClear={() => reset({ q: undefined })}
          />
        }
      />
    </Card>
  );
}
