import { SAMPLE_VIDEO_KEY } from '../../modules/video/video.service.ts';
import type { Queryable } from '../client.ts';
import { videoClasses, videos } from '../schema/index.ts';

/** category → sub-category → topic → series; a name with children is [name, children]. */
type Branch = string | [string, Branch[]];

const TREE: Branch[] = [
  [
    'Engineering',
    [
      [
        'Frontend',
        [
          ['React', ['Hooks series', 'Server components']],
          ['CSS', ['Layout with grid']],
        ],
      ],
      ['Backend', [['PostgreSQL', ['Indexing', 'Query plans']], 'Node.js']],
    ],
  ],
  ['Product', [['Design', [['Accessibility', ['Screen readers']]]], 'Research']],
  ['Company', [['Onboarding', ['First week']], 'All hands']],
];

/** Each video: its title, its classification as names from the category down, and whether it has a file. */
const VIDEOS: { title: string; description: string; path: string[]; file: boolean; daysAgo: number }[] = [
  {
    title: 'useState and useEffect in practice',
    description: 'The two hooks every component starts with, and the mistakes to avoid.',
    path: ['Engineering', 'Frontend', 'React', 'Hooks series'],
    file: true,
    daysAgo: 1,
  },
  {
    title: 'Writing your own hooks',
    description: 'Pulling shared logic out of components into custom hooks.',
    path: ['Engineering', 'Frontend', 'React', 'Hooks series'],
    file: true,
    daysAgo: 3,
  },
  {
    title: 'Streaming with server components',
    description: 'Rendering on the server and streaming the page in parts.',
    path: ['Engineering', 'Frontend', 'React', 'Server components'],
    file: true,
    daysAgo: 6,
  },
  {
    title: 'Page layouts with CSS grid',
    description: 'Areas, tracks and the auto-fit pattern.',
    path: ['Engineering', 'Frontend', 'CSS', 'Layout with grid'],
    file: true,
    daysAgo: 9,
  },
  {
    title: 'Choosing the right index',
    description: 'B-tree, GIN and trigram indexes, and when each one helps.',
    path: ['Engineering', 'Backend', 'PostgreSQL', 'Indexing'],
    file: true,
    daysAgo: 12,
  },
  {
    title: 'Reading EXPLAIN ANALYZE',
    description: 'What the planner did and where the time went.',
    path: ['Engineering', 'Backend', 'PostgreSQL', 'Query plans'],
    file: false,
    daysAgo: 15,
  },
  {
    title: 'Frontend architecture overview',
    description: 'Classified at the sub-category: how the web app is organised.',
    path: ['Engineering', 'Frontend'],
    file: true,
    daysAgo: 20,
  },
  {
    title: 'Testing pages with a screen reader',
    description: 'A walk through the app with NVDA and VoiceOver.',
    path: ['Product', 'Design', 'Accessibility', 'Screen readers'],
    file: true,
    daysAgo: 25,
  },
  {
    title: 'Welcome to the team',
    description: 'Your first week: people, tools and where to ask.',
    path: ['Company', 'Onboarding', 'First week'],
    file: false,
    daysAgo: 40,
  },
];

/** The classification tree and a few videos; those with a file play the bundled sample clip. */
export async function seedVideos(tx: Queryable): Promise<void> {
  const ids = new Map<string, number>();
  const insert = async (branches: Branch[], parent: { id: number; key: string } | null, level: number) => {
    for (const [position, branch] of branches.entries()) {
      const [name, children] = typeof branch === 'string' ? [branch, []] : branch;
      const [row] = await tx
        .insert(videoClasses)
        .values({ parentId: parent?.id ?? null, level, name, position: position + 1 })
        .returning({ id: videoClasses.id });
      const key = parent ? `${parent.key}/${name}` : name;
      ids.set(key, row.id);
      await insert(children, { id: row.id, key }, level + 1);
    }
  };
  await insert(TREE, null, 1);
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  await tx.insert(videos).values(
    VIDEOS.map((v) => {
      const path = v.path.map((_, i) => ids.get(v.path.slice(0, i + 1).join('/')) ?? 0);
      const at = new Date(now - v.daysAgo * day);
      return {
        title: v.title,
        description: v.description,
        classId: path[path.length - 1],
        class1Id: path[0],
        class2Id: path[1] ?? null,
        class3Id: path[2] ?? null,
        class4Id: path[3] ?? null,
        fileKey: v.file ? SAMPLE_VIDEO_KEY : null,
        size: v.file ? 135_782 : null,
        mime: v.file ? 'video/webm' : null,
        durationSeconds: v.file ? 6 : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
