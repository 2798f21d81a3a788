import type { Course } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconChevronRight, IconClock, IconRefresh, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '@/components/named-icon';
import { RouterButton } from '@/components/router-links';
import type { IntlFormat } from '@/lib/intl-format';
import { courseLength } from './course-length';

/** One course of My courses: tag, rating, title, length and the user's progress, with a way in. */
export function CourseCard({ course, format }: { course: Course; format: IntlFormat }) {
  const { t } = useTranslation('academy');
  const rtl = useTheme().direction === 'rtl';
  const ratio = course.totalTasks ? course.completedTasks / course.totalTasks : 0;
  const finished = course.totalTasks > 0 && course.completedTasks === course.totalTasks;
  const action = finished ? 'review' : course.completedTasks ? 'continue' : 'start';
  const titleId = `course-${course.id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      aria-labelledby={titleId}
    >
      <Box
        sx={(theme) => ({
          height: 120,
          display: 'grid',
          placeItems: 'center',
          bgcolor: theme.palette.action.hover,
        })}
      >
        <NamedIcon name={course.logo} color={course.color} size={64} />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Chip size="small" label={t(`tags.${course.tags}`)} color="primary" variant="outlined" />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {format.number(course.rating)}
            </Typography>
            <Box component="span" sx={{ color: 'warning.main', display: 'flex' }} aria-hidden>
              <IconStarFilled size={16} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              ({format.number(course.ratingCount)})
            </Typography>
          </Stack>
        </Stack>
        <Typography id={titleId} variant="h6" component="h3">
          {course.courseTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('card.by', { tutor: course.user })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {course.desc}
        </Typography>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 0.75, color: finished ? 'success.main' : 'text.secondary' }}
        >
          <IconClock size={18} aria-hidden />
          <Typography variant="body2">
            {finished ? t('card.completed') : courseLength(course.time, t, format)}
          </Typography>
        </Stack>
        <Box>
          <LinearProgress
            variant="determinate"
            value={ratio * 100}
            aria-label={t('card.progressLabel', { title: course.courseTitle })}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('card.tasks', {
              done: format.number(course.completedTasks),
              total: format.number(course.totalTasks),
            })}
          </Typography>
        </Box>
        <RouterButton
          to="/apps/academy/course-details"
          search={{ id: course.id }}
          variant={finished ? 'outlined' : 'contained'}
          color={finished ? 'secondary' : 'primary'}
          startIcon={finished ? <IconRefresh size={18} /> : undefined}
          endIcon={
            finished ? undefined : (
              <IconChevronRight size={18} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
            )
          }
          // Named by the visible words and then the course (WCAG 2.5.3: the name holds the label).
          aria-label={t(`card.${action}Label`, { title: course.courseTitle })}
        >
          {t(`card.${action}`)}
        </RouterButton>
      </CardContent>
    </Card>
  );
}
