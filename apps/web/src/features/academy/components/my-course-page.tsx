import { courseLabels, courseSortKeys } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconBookOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListEmpty, ListError } from '@/components/data-table/list-states';
import { SearchField } from '@/components/data-table/search-field';
import { spreadRowSx } from '@/components/page-header';
import { useIntlFormat } from '@/lib/intl-format';
import { hasCourseFilters, type MyCourseSearch, toCoursesQuery } from '../academy-search';
import { coursesQueryOptions } from '../api/get-courses';
import { CourseCard } from './course-card';

const SORTS = courseSortKeys.flatMap((key) => (['asc', 'desc'] as const).map((dir) => `${key}:${dir}`));

/** My courses: label, search, hide completed and sort, all in the URL, over cards with the user's progress. */
export function MyCoursePage({ search, onSearchChange }: ListProps<MyCourseSearch>) {
  const { t } = useTranslation('academy');
  const format = useIntlFormat();
  const query = toCoursesQuery(search);
  const list = useQuery(coursesQueryOptions(query));
  const reset = (patch: Partial<MyCourseSearch>) => onSearchChange({ ...patch, page: undefined });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / query.itemsPerPage));
  const sort = search.sortBy ? `${search.sortBy}:${query.orderBy}` : '';
  return (
    <Card>
      <CardContent sx={{ ...spreadRowSx }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('myCourse.title')}
          </Typography>
          <Typography color="text.secondary">
            {list.data
              ? t('myCourse.subtitle', {
                  count: list.data.totalCourse,
                  value: format.number(list.data.totalCourse),
                })
              : ' '}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('myCourse.label')}
            value={search.label ?? 'All Courses'}
            onChange={(e) =>
              reset({
                label:
                  e.target.value === 'All Courses' ? undefined : (e.target.value as MyCourseSearch['label']),
              })
            }
            sx={{ minWidth: 170 }}
          >
            {courseLabels.map((label) => (
              <MenuItem key={label} value={label}>
                {label === 'All Courses' ? t('myCourse.allCourses') : t(`tags.${label}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('myCourse.sort')}
            value={sort}
            onChange={(e) => {
              const [sortBy, orderBy] = e.target.value.split(':');
              reset({
                sortBy: (sortBy || undefined) as MyCourseSearch['sortBy'],
                orderBy: (orderBy || undefined) as MyCourseSearch['orderBy'],
              });
            }}
            sx={{ minWidth: 190 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('myCourse.sortDefault')}</MenuItem>
            {SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`myCourse.sorts.${value.replace(':', '_')}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(search.hideCompleted)}
                onChange={(e) => reset({ hideCompleted: e.target.checked || undefined })}
              />
            }
            label={t('myCourse.hideCompleted')}
          />
          <SearchField
            label={t('myCourse.search')}
            value={search.q ?? ''}
            onChange={(q) => reset({ q: q || undefined })}
          />
        </Box>
      </CardContent>
      <CardContent>
        {list.isError && !list.data ? (
          <ListError ns="academy" message={list.error?.message ?? ''} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={380} />
              </Grid>
            ))}
          </Grid>
        ) : list.data.courses.length === 0 ? (
          <Box sx={{ py: 6 }}>
            <ListEmpty
              ns="academy"
              icon={IconBookOff}
              filtered={hasCourseFilters(search)}
              onClear={() => reset({ q: undefined, label: undefined, hideCompleted: undefined })}
            />
          </Box>
        ) : (
          <Grid container spacing={3} sx={{ opacity: list.isFetching ? 0.6 : 1, transition: 'opacity .2s' }}>
            {list.data.courses.map((course) => (
              <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <CourseCard course={course} format={format} />
              </Grid>
            ))}
          </Grid>
        )}
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
            <Pagination
              count={pages}
              page={Math.min(query.page, pages)}
              color="primary"
              shape="rounded"
              onChange={(_, page) => onSearchChange({ page: page === 1 ? undefined : page })}
              getItemAriaLabel={(type, page) => t(`myCourse.pagination.${type}`, { page })}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
