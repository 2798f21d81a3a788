import type { CourseTopic } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCheck, IconClock, IconLanguage, IconUsers, IconVideo } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import type { CourseDetailsSearch } from '../academy-search';
import { courseDetailsQueryOptions } from '../api/get-course-details';
import { useTopicCompletion } from '../api/use-topic-completion';
import { CourseContent } from './course-content';

type Props = { search: CourseDetailsSearch; onSelectTopic: (topic: number) => void };

/** A course: the chosen topic (a stored video or a reading), what the course is, and its content with completion. */
export function CourseDetailsPage({ search, onSelectTopic }: Props) {
  const { t } = useTranslation('academy');
  const format = useIntlFormat();
  const { notify } = useToast();
  const { data } = useSuspenseQuery(courseDetailsQueryOptions(search.id));
  const completion = useTopicCompletion();
  const [saving, setSaving] = useState<ReadonlyMap<number, boolean>>(new Map());
  const topics = data.content.flatMap((s) => s.topics);
  const topic: CourseTopic | undefined =
    topics.find((x) => x.id === search.topic) ?? topics.find((x) => !x.isCompleted) ?? topics[0];

  const toggle = (topicId: number, done: boolean) => {
    setSaving((s) => new Map(s).set(topicId, done));
    completion.mutate(
      { topicId, done },
      {
        onError: (error) => notify(error.message, 'error'),
        onSettled: () =>
          setSaving((s) => {
            const next = new Map(s);
            next.delete(topicId);
            return next;
          }),
      },
    );
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card>
          <CardContent
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              justifyContent: 'space-between',
              alignItems: 'center',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1">
                {data.title}
              </Typography>
              <Typography color="text.secondary">
                {t('details.byline', { instructor: data.instructor })}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 200 }}>
              <Typography variant="body2" id="course-progress-label">
                {t('details.progress', {
                  progress: format.wholePercent(data.progress / 100),
                  done: format.number(data.completedTasks),
                  total: format.number(data.totalTasks),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={data.progress}
                aria-labelledby="course-progress-label"
                sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
              />
            </Box>
          </CardContent>
          <CardContent sx={{ pt: 0 }}>
            {topic?.kind === 'video' && topic.videoUrl ? (
              <Box
                key={topic.id}
                component="video"
                controls
                preload="metadata"
                src={topic.videoUrl}
                aria-label={t('details.videoLabel', { title: topic.title })}
                onEnded={() => !topic.isCompleted && toggle(topic.id, true)}
                sx={{
                  width: '100%',
                  aspectRatio: '16 / 9',
                  bgcolor: 'common.black',
                  borderRadius: 1,
                  display: 'block',
                }}
              />
            ) : topic ? (
              <Box sx={{ p: 3, borderRadius: 1, bgcolor: 'action.hover' }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {topic.title}
                </Typography>
                <Typography>{topic.body}</Typography>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('details.noTopics')}</Typography>
            )}
            {topic && (
              <Stack direction="row" sx={{ mt: 2, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="p" sx={{ flex: 1, minWidth: 0 }}>
                  {topic.title}
                </Typography>
                {topic.isCompleted ? (
                  <Chip color="success" icon={<IconCheck size={16} />} label={t('details.done')} />
                ) : (
                  <Chip
                    color="primary"
                    variant="outlined"
                    clickable
                    disabled={saving.has(topic.id)}
                    onClick={() => toggle(topic.id, true)}
                    label={t('details.markDoneShort')}
                  />
                )}
              </Stack>
            )}
          </CardContent>
          <Divider />
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('details.about')}
            </Typography>
            <Typography color="text.secondary">{data.about}</Typography>
            <Grid container spacing={2} sx={{ my: 2 }}>
              {[
                { icon: IconCheck, text: t('details.skillLevel', { level: data.skillLevel }) },
                {
                  icon: IconUsers,
                  text: t('details.students', { value: format.number(data.totalStudents) }),
                },
                { icon: IconLanguage, text: t('details.language', { language: data.language }) },
                { icon: IconVideo, text: t(data.isCaptions ? 'details.captions' : 'details.noCaptions') },
                { icon: IconClock, text: t('details.length', { hours: data.length.split(' ')[0] }) },
                {
                  icon: IconVideo,
                  text: t('details.lectures', { value: format.number(data.totalLectures) }),
                },
              ].map(({ icon: Icon, text }) => (
                <Grid
                  key={text}
                  size={{ xs: 12, sm: 6 }}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                >
                  <Icon size={18} aria-hidden />
                  <Typography variant="body2">{text}</Typography>
                </Grid>
              ))}
            </Grid>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('details.description')}
            </Typography>
            <Box
              sx={{ color: 'text.secondary', '& p': { mt: 0 } }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: stored through sanitize-html on the server (lib/sanitize-html.ts)
              dangerouslySetInnerHTML={{ __html: data.description }}
            />
            <Divider sx={{ my: 2 }} />
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
              <UserAvatar name={data.instructor} src={data.instructorAvatar || null} size={44} />
              <Box>
                <Typography variant="subtitle1" component="p">
                  {data.instructor}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {data.instructorPosition}
                </Typography>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card>
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="h6" component="h2">
              {t('details.content')}
            </Typography>
          </CardContent>
          <CourseContent
            sections={data.content}
            selectedTopic={topic?.id}
            saving={saving}
            onSelect={onSelectTopic}
            onToggle={toggle}
          />
        </Card>
      </Grid>
    </Grid>
  );
}
