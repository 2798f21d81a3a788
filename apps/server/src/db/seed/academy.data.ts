/** The academy's sample courses (spec 001 §3: 25 courses) and the analytics projects (7). */

export type SeedCourse = {
  title: string;
  tutor: string;
  position: string;
  tag: 'Web' | 'Design' | 'Psychology' | 'UI/UX' | 'Art';
  logo: string;
  color: string;
  rating: number;
  ratingCount: number;
  students: number;
};

const c = (
  title: string,
  tutor: string,
  position: string,
  tag: SeedCourse['tag'],
  logo: string,
  color: string,
  rating: number,
  ratingCount: number,
  students: number,
): SeedCourse => ({ title, tutor, position, tag, logo, color, rating, ratingCount, students });

export const SEED_COURSES: SeedCourse[] = [
  c('Basics of Angular', 'Lauretta Coie', 'Web Developer', 'Web', 'brand-angular', 'error', 4.4, 8, 18),
  c('UI/UX Design', 'Maybelle Zmitrovich', 'Product Designer', 'UI/UX', 'palette', 'warning', 4.9, 10, 1260),
  c('React Native', 'Gertie Langwade', 'Mobile Developer', 'Web', 'brand-react', 'info', 4.8, 9, 890),
  c('Art & Drawing', 'Estella Chace', 'Illustrator', 'Art', 'brush', 'success', 4.7, 18, 1540),
  c('Basic Fundamentals', 'Moyna Rablen', 'Teacher', 'Psychology', 'brain', 'primary', 4.5, 7, 560),
  c('React for Beginners', 'Rudd Dench', 'Front-end Engineer', 'Web', 'brand-react', 'info', 4.6, 13, 2100),
  c(
    'The Science of Critical Thinking',
    'Yves Chubb',
    'Researcher',
    'Psychology',
    'bulb',
    'warning',
    4.2,
    11,
    740,
  ),
  c(
    'The Complete Figma UI/UX Course',
    'Dianne Pugsley',
    'Design Lead',
    'UI/UX',
    'brand-figma',
    'secondary',
    4.9,
    21,
    3020,
  ),
  c(
    'Advanced Problem Solving Techniques',
    'Morgen Beretta',
    'Coach',
    'Psychology',
    'puzzle',
    'primary',
    4.1,
    9,
    320,
  ),
  c(
    'Advanced React Native',
    'Gertie Langwade',
    'Mobile Developer',
    'Web',
    'device-mobile',
    'info',
    4.7,
    12,
    650,
  ),
  c(
    'Building Web Applications with React',
    'Mona Stenhouse',
    'Software Engineer',
    'Web',
    'code',
    'success',
    4.8,
    25,
    2480,
  ),
  c(
    'Marketing Analysis and Business Strategy',
    'Chipo Manyika',
    'Strategist',
    'Design',
    'chart-line',
    'error',
    4.3,
    14,
    910,
  ),
  c(
    'Introduction to Digital Marketing',
    'Kirby Stivens',
    'Marketer',
    'Design',
    'speakerphone',
    'warning',
    4.0,
    6,
    430,
  ),
  c(
    'Graphic Design Masterclass',
    'Adrian Voss',
    'Art Director',
    'Design',
    'vector',
    'secondary',
    4.8,
    30,
    1875,
  ),
  c('Photography for Beginners', 'Lina Haddad', 'Photographer', 'Art', 'camera', 'primary', 4.6, 17, 1320),
  c('Drawing Fundamentals', 'Estella Chace', 'Illustrator', 'Art', 'pencil', 'success', 4.5, 12, 980),
  c('Creative Writing Workshop', 'Nour Saleh', 'Author', 'Art', 'writing', 'info', 4.4, 8, 510),
  c('Psychology of Learning', 'Moyna Rablen', 'Teacher', 'Psychology', 'school', 'primary', 4.7, 19, 1100),
  c('Responsive Web Design', 'Rudd Dench', 'Front-end Engineer', 'Web', 'devices', 'info', 4.6, 22, 1690),
  c(
    'Color Theory for Designers',
    'Maybelle Zmitrovich',
    'Product Designer',
    'Design',
    'color-swatch',
    'warning',
    4.5,
    15,
    820,
  ),
  c(
    'Typography Essentials',
    'Adrian Voss',
    'Art Director',
    'Design',
    'typography',
    'secondary',
    4.3,
    10,
    600,
  ),
  c(
    'Interaction Design Patterns',
    'Dianne Pugsley',
    'Design Lead',
    'UI/UX',
    'hand-click',
    'error',
    4.6,
    16,
    1430,
  ),
  c(
    'Accessibility on the Web',
    'Mona Stenhouse',
    'Software Engineer',
    'UI/UX',
    'accessible',
    'success',
    4.9,
    20,
    760,
  ),
  c(
    'Sketching for User Interfaces',
    'Lina Haddad',
    'Photographer',
    'UI/UX',
    'sketch',
    'primary',
    4.2,
    5,
    290,
  ),
  c('Mindfulness at Work', 'Nour Saleh', 'Author', 'Psychology', 'leaf', 'success', 4.8, 24, 1980),
];

export const SECTION_TITLES = [
  'Course Content',
  'Fundamentals',
  'Core Concepts',
  'Hands-on Practice',
  'Going Further',
  'Final Project',
];

export const TOPIC_TITLES = [
  'Welcome and course overview',
  'Setting up your workspace',
  'Key ideas in five minutes',
  'A first worked example',
  'Common mistakes and how to avoid them',
  'Reading: the background you need',
  'Exercise walkthrough',
  'Putting it together',
  'Case study',
  'Review and quiz',
  'Reading: further resources',
  'Next steps',
];

export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'];
export const LANGUAGES = ['English', 'French', 'Arabic'];

export const SEED_WEBINARS: {
  title: string;
  description: string;
  host: string;
  inDays: number;
  hour: number;
  minutes: number;
}[] = [
  {
    title: 'Designing for accessibility',
    description: 'Contrast, focus order and screen readers in practice.',
    host: 'Mona Stenhouse',
    inDays: 2,
    hour: 15,
    minutes: 60,
  },
  {
    title: 'Figma auto layout deep dive',
    description: 'Build responsive components that stretch the right way.',
    host: 'Dianne Pugsley',
    inDays: 5,
    hour: 17,
    minutes: 45,
  },
  {
    title: 'Thinking clearly under pressure',
    description: 'Practical habits from the critical thinking course.',
    host: 'Yves Chubb',
    inDays: 9,
    hour: 14,
    minutes: 50,
  },
  {
    title: 'React Native performance clinic',
    description: 'Live profiling of a real app, questions welcome.',
    host: 'Gertie Langwade',
    inDays: 14,
    hour: 16,
    minutes: 90,
  },
  {
    title: 'Sketching session: daily warm-ups',
    description: 'Twenty minutes of drawing together.',
    host: 'Estella Chace',
    inDays: -3,
    hour: 10,
    minutes: 30,
  },
];

export const SEED_PROJECTS = [
  {
    name: 'BGC eCommerce App',
    logo: 'brand-react',
    projectType: 'React Project',
    leader: 'Eileen',
    progress: 78,
    minutes: 18 * 60 + 42,
    team: ['Eileen Banks', 'Owen Dale', 'Keith Mora'],
    extra: 3,
  },
  {
    name: 'Falcon Logo Design',
    logo: 'brand-figma',
    projectType: 'Figma Project',
    leader: 'Owen',
    progress: 25,
    minutes: 20 * 60 + 42,
    team: ['Owen Dale', 'Merline Voss'],
    extra: 0,
  },
  {
    name: 'Dashboard Design',
    logo: 'brand-vue',
    projectType: 'Vuejs Project',
    leader: 'Keith',
    progress: 62,
    minutes: 120 * 60 + 47,
    team: ['Keith Mora', 'Harmonia Lee', 'Allyson Grey'],
    extra: 1,
  },
  {
    name: 'Foodista Mobile App',
    logo: 'brand-adobe',
    projectType: 'Xd Project',
    leader: 'Merline',
    progress: 8,
    minutes: 120 * 60 + 17,
    team: ['Merline Voss', 'Georgie Hart', 'Eileen Banks'],
    extra: 1,
  },
  {
    name: 'Dojo Email App',
    logo: 'brand-python',
    projectType: 'Python Project',
    leader: 'Harmonia',
    progress: 51,
    minutes: 230 * 60 + 10,
    team: ['Harmonia Lee', 'Owen Dale', 'Keith Mora'],
    extra: 5,
  },
  {
    name: 'Blockchain Website',
    logo: 'brand-sketch',
    projectType: 'Sketch Project',
    leader: 'Allyson',
    progress: 49,
    minutes: 342 * 60 + 41,
    team: ['Allyson Grey', 'Georgie Hart'],
    extra: 0,
  },
  {
    name: 'Hoffman Website',
    logo: 'brand-html5',
    projectType: 'HTML Project',
    leader: 'Georgie',
    progress: 92,
    minutes: 12 * 60 + 45,
    team: ['Georgie Hart', 'Merline Voss', 'Harmonia Lee'],
    extra: 0,
  },
];

export const SEED_PAGES = [
  '/dashboards/crm',
  '/dashboards/analytics',
  '/apps/ecommerce/dashboard',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/order/list',
  '/apps/invoice/list',
  '/apps/user/list',
  '/apps/academy/dashboard',
  '/apps/academy/my-course',
  '/login',
  '/register',
];
export const SEED_SOURCES = [
  'direct',
  'direct',
  'direct',
  'google.com',
  'google.com',
  'bing.com',
  'github.com',
  'twitter.com',
  'news.ycombinator.com',
  'linkedin.com',
];
