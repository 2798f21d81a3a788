import type { Course } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconBookOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty } from '@/components/data-table/list-states';
import { ListTable } from '@/components/data-table/list-table';
import { SearchField } from '@/components/data-table/search-field';
import { NamedIcon } from '@/components/named-icon';
import { RouterTextLink } from '@/components/router-links';
import { useIntlFormat } from '@/lib/intl-format';
import { type MyCourseSearch, toCoursesQuery } from '../academy-search';
import { coursesQueryOptions } from '../api/get-courses';
import { courseLength } from './course-length';

/** The dashboard's course table: search, sort by name or progress and paging, in the URL. */
export function AcademyCoursesTable({ search, onSearchChange }: ListProps<MyCourseSearch>) {
  const { t } = useTranslation('academy');
  const format = useIntlFormat();
  const query = toCoursesQuery(search);
  const list = useQuery(coursesQueryOptions(query));
  const columns: DataTableColumn<Course>[] = [
    {
      field: 'courseName',
      headerName: t('table.course'),
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <NamedIcon name={row.logo} color={row.color} size={34} />
          <Box sx={{ minWidth: 0 }}>
            <RouterTextLink
              to="/apps/academy/course-details"
              search={{ id: row.id }}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 500 }}
            >
              {row.courseTitle}
            </RouterTextLink>
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.user}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      field: 'time',
      headerName: t('table.time'),
      sortable: false,
      width: 110,
      valueFormatter: (value: string) => courseLength(value, t, format),
    },
    {
      field: 'progress',
      headerName: t('table.progress'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => {
        const value = row.totalTasks ? (row.completedTasks / row.totalTasks) * 100 : 0;
        return (
          <Box sx={{ width: '100%' }}>
            <Typography variant="body2">
              {format.wholePercent(value / 100)} ·{' '}
              {t('card.tasks', {
                done: format.number(row.completedTasks),
                total: format.number(row.totalTasks),
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={value}
              aria-label={t('card.progressLabel', { title: row.courseTitle })}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        );
      },
    },
    {
      field: 'userCount',
      headerName: t('table.students'),
      sortable: false,
      width: 110,
      valueFormatter: (value: number) => format.number(value),
    },
  ];
  const reset = (patch: Partial<MyCourseSearch>) => onSearchChange({ ...patch, page: undefined });
  return (
    <Card>
      <CardHeader
        title={t('table.title')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
        action={
          <SearchField
            label={t('myCourse.search')}
            value={search.q ?? ''}
            onChange={(q) => reset({ q: q || undefined })}
          />
        }
        sx={{ flexWrap: 'wrap', gap: 2, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <ListTable
        ns="academy"
        ariaLabel={t('table.title')}
        columns={columns}
        query={query}
        list={list}
        rows={list.data?.courses}
        total={list.data?.total}
        onSearchChange={onSearchChange}
        empty={
          <ListEmpty
            ns="academy"
            icon={IconBookOff}
            filtered={Boolean(search.q)}
            clearKey="list.clearSearch"
            onClear={() => reset({ q: undefined })}
          />
        }
      />
    </Card>
  );
}
