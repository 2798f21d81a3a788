import type { CourseDetails, CourseSection } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { findCourseProgress, rowsOf } from './academy.repository.ts';
import { videoUrl } from './academy-video.ts';

type DetailRow = {
  about: string;
  tutor_position: string;
  skill_level: string;
  language: string;
  is_captions: number;
  description_html: string;
};

type TopicRow = {
  id: number;
  section_id: number;
  section_title: string;
  title: string;
  duration_seconds: number;
  kind: 'video' | 'text';
  video_key: string | null;
  body: string;
  done: boolean;
};

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

export const percent = (done: number, total: number) => (total ? Math.floor((done * 100) / total) : 0);

/** The spec's course details object for one course, with the user's completion of every topic. */
export async function findCourseDetails(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<CourseDetails | undefined> {
  const course = await findCourseProgress(db, userId, courseId);
  if (!course) return undefined;
  const [detail] = await rowsOf<DetailRow>(
    db,
    sql`select about, tutor_position, skill_level, language, is_captions, description_html
      from courses where id = ${courseId}`,
  );
  const topics = await rowsOf<TopicRow>(
    db,
    sql`select t.id, t.section_id, s.title as section_title, t.title, t.duration_seconds, t.kind,
        t.video_key, t.body, (tc.topic_id is not null) as done
      from course_sections s
      join course_topics t on t.section_id = s.id
      left join topic_completions tc on tc.topic_id = t.id and tc.user_id = ${userId}
      where s.course_id = ${courseId}
      order by s.position, s.id, t.position, t.id`,
  );
  const sections: CourseSection[] = [];
  const seconds = new Map<string, number>();
  for (const t of topics) {
    const id = `section${t.section_id}`;
    let section = sections.at(-1);
    if (section?.id !== id) {
      section = { id, title: t.section_title, status: '', time: '', topics: [] };
      sections.push(section);
    }
    seconds.set(id, (seconds.get(id) ?? 0) + t.duration_seconds);
    section.topics.push({
      id: t.id,
      title: t.title,
      time: minutes(t.duration_seconds),
      durationSeconds: t.duration_seconds,
      isCompleted: t.done,
      kind: t.kind,
      videoUrl: videoUrl(t.video_key),
      body: t.body,
    });
  }
  for (const s of sections) {
    s.status = `${s.topics.filter((t) => t.isCompleted).length}/${s.topics.length}`;
    s.time = `${Math.round((seconds.get(s.id) ?? 0) / 60)} min`;
  }
  return {
    courseId: course.id,
    title: course.title,
    about: detail.about,
    instructor: course.tutor,
    instructorAvatar: course.tutor_img,
    instructorPosition: detail.tutor_position,
    skillLevel: detail.skill_level,
    totalStudents: course.students,
    language: detail.language,
    isCaptions: detail.is_captions === 1,
    length: `${(course.seconds / 3600).toFixed(1)} total hours`,
    totalLectures: course.total_tasks,
    description: detail.description_html,
    content: sections,
    completedTasks: course.completed_tasks,
    totalTasks: course.total_tasks,
    progress: percent(course.completed_tasks, course.total_tasks),
  };
}

export async function findTopicCourse(db: Queryable, topicId: number): Promise<number | undefined> {
  const [row] = await rowsOf<{ course_id: number }>(
    db,
    sql`select course_id from course_topics where id = ${topicId}`,
  );
  return row?.course_id;
}

export async function markTopic(
  db: Queryable,
  userId: number,
  topicId: number,
  courseId: number,
  done: boolean,
) {
  if (done) {
    await db.execute(sql`insert into topic_completions (user_id, topic_id, course_id)
      values (${userId}, ${topicId}, ${courseId}) on conflict do nothing`);
  } else {
    await db.execute(sql`delete from topic_completions where user_id = ${userId} and topic_id = ${topicId}`);
  }
}
