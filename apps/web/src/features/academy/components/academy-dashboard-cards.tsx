import type { AcademyDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCalendarEvent, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/hidden-page-title';
import { NamedIcon } from '@/components/named-icon';
import { RouterTextLink } from '@/components/router-links';
import { TintedIcon } from '@/components/tinted-icon';
import type { IntlFormat } from '@/lib/intl-format';

type Data = AcademyDashboardAnswer;
type WithFormat = { format: IntlFormat };

function DashCard({
  title,
  subheader,
  children,
}: {
  title: string;
  subheader?: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** Minutes of topics completed on each of the last 7 days, as bars with their values. */
export function TimeSpentCard({
  days,
  total,
  format,
}: { days: Data['timeSpent']; total: number } & WithFormat) {
  const { t, i18n } = useTranslation('academy');
  const max = Math.max(1, ...days.map((d) => d.minutes));
  const weekday = new Intl.DateTimeFormat(format.locale, { weekday: 'short', timeZone: 'UTC' });
  const week = days.reduce((n, d) => n + d.minutes, 0);
  return (
    <DashCard
      title={t('dashboard.timeSpent')}
      subheader={t('dashboard.timeSpentHint', { week: format.number(week), total: format.number(total) })}
    >
      <Box
        component="ol"
        aria-label={t('dashboard.timeSpent')}
        lang={i18n.language}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', alignItems: 'flex-end', gap: 1.5, height: 170 }}
      >
        {days.map((d) => (
          <Box
            component="li"
            key={d.day}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              height: '100%',
              justifyContent: 'flex-end',
              gap: 0.5,
            }}
          >
            <Typography variant="caption">{format.number(d.minutes)}</Typography>
            <Box
              aria-hidden
              sx={{
                width: '100%',
                maxWidth: 32,
                borderRadius: 1,
                bgcolor: d.minutes ? 'primary.main' : 'action.hover',
                height: `${Math.max(4, (d.minutes / max) * 110)}px`,
              }}
            />
            <Typography variant="caption" color="text.secondary">
              {weekday.format(new Date(`${d.day}T00:00:00Z`))}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('dashboard.minutesUnit', { count: d.minutes })}`}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </DashCard>
  );
}

/** Completed topics per tag. */
export function TopicsCard({ topics, format }: { topics: Data['topics'] } & WithFormat) {
  const { t } = useTranslation('academy');
  const total = topics.reduce((n, x) => n + x.topics, 0);
  const tones = ['primary', 'info', 'success', 'warning', 'error'] as const;
  return (
    <DashCard
      title={t('dashboard.topics')}
      subheader={t('dashboard.topicsHint', { count: total, value: format.number(total) })}
    >
      <Stack spacing={2}>
        {topics.map((x, i) => (
          <Box key={x.tag}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" id={`topic-tag-${i}`}>
                {t(`tags.${x.tag}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {format.number(x.topics)}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              color={tones[i % tones.length]}
              value={total ? (x.topics / total) * 100 : 0}
              aria-labelledby={`topic-tag-${i}`}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        ))}
      </Stack>
    </DashCard>
  );
}

export function TopCoursesCard({ courses, format }: { courses: Data['topCourses'] } & WithFormat) {
  const { t } = useTranslation('academy');
  return (
    <DashCard title={t('dashboard.topCourses')}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {courses.map((c) => (
          <Stack component="li" key={c.id} direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
            <NamedIcon name={c.logo} color={c.color} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <RouterTextLink
                to="/apps/academy/course-details"
                search={{ id: c.id }}
                underline="hover"
                color="text.primary"
                sx={{ fontWeight: 500 }}
              >
                {c.courseTitle}
              </RouterTextLink>
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.students', { count: c.students, value: format.number(c.students) })}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2">{format.number(c.rating)}</Typography>
              <Box
                component="span"
                // A star read as its word: a named span needs a role (axe's aria-prohibited-attr).
                role="img"
                sx={{ color: 'warning.main', display: 'flex' }}
                aria-label={t('dashboard.rating')}
              >
                <IconStarFilled size={14} />
              </Box>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </DashCard>
  );
}

export function WebinarsCard({ webinars, format }: { webinars: Data['upcomingWebinars'] } & WithFormat) {
  const { t } = useTranslation('academy');
  return (
    <DashCard title={t('dashboard.webinars')}>
      {webinars.length === 0 ? (
        <Empty>{t('dashboard.noWebinars')}</Empty>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {webinars.map((w) => (
            <Stack component="li" key={w.id} direction="row" sx={{ gap: 1.5 }}>
              <TintedIcon icon={IconCalendarEvent} tone="info" />
              <Box sx={{ minWidth: 0 }}>
                {/* A webinar's title and description are written by people, in their own language. */}
                <Typography sx={{ fontWeight: 500 }} dir="auto">
                  {w.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('dashboard.webinarWhen', {
                    when: format.dateTime(w.startsAt),
                    minutes: format.number(w.durationMinutes),
                    host: w.host,
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary" dir="auto">
                  {w.description}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </DashCard>
  );
}

/** The user's courses under way, with how far each has gone. */
export function AssignmentsCard({ assignments, format }: { assignments: Data['assignments'] } & WithFormat) {
  const { t } = useTranslation('academy');
  return (
    <DashCard title={t('dashboard.assignments')}>
      {assignments.length === 0 ? (
        <Empty>{t('dashboard.noAssignments')}</Empty>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {assignments.map((a) => (
            <Stack component="li" key={a.id} direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
              <Box sx={{ position: 'relative', display: 'inline-flex' }}>
                <CircularProgress
                  variant="determinate"
                  value={a.progress}
                  size={46}
                  thickness={4}
                  aria-label={t('card.progressLabel', { title: a.courseTitle })}
                />
                <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                  <Typography variant="caption">{format.wholePercent(a.progress / 100)}</Typography>
                </Box>
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <RouterTextLink
                  to="/apps/academy/course-details"
                  search={{ id: a.id }}
                  underline="hover"
                  color="text.primary"
                  sx={{ fontWeight: 500 }}
                >
                  {a.courseTitle}
                </RouterTextLink>
                <Typography variant="body2" color="text.secondary">
                  {t('card.tasks', {
                    done: format.number(a.completedTasks),
                    total: format.number(a.totalTasks),
                  })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </DashCard>
  );
}
