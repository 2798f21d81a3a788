import {
  type Icon,
  IconAlertTriangle,
  IconAppWindow,
  IconArrowsHorizontal,
  IconBadge,
  IconCarouselHorizontal,
  IconChartArcs,
  IconChartAreaLine,
  IconChartBar,
  IconChartDonut,
  IconChartDots,
  IconChartLine,
  IconComponents,
  IconDragDrop,
  IconEdit,
  IconFile,
  IconForms,
  IconHandClick,
  IconLayoutBottombarExpand,
  IconLayoutNavbar,
  IconListDetails,
  IconLoader2,
  IconMenu2,
  IconMessage2,
  IconMessageCircle2,
  IconPuzzle,
  IconRoute,
  IconTable,
  IconTag,
  IconTimeline,
  IconUpload,
  IconUserCircle,
} from '@tabler/icons-react';
import { formsIcons } from '../forms/forms-icons';
import { tablesIcons } from '../tables/tables-icons';

/** The catalogue's icons by Tabler name (the name the search index gives as `tabler-<name>`). */
const ICONS: Record<string, Icon> = {
  'alert-triangle': IconAlertTriangle,
  'app-window': IconAppWindow,
  'arrows-horizontal': IconArrowsHorizontal,
  badge: IconBadge,
  'carousel-horizontal': IconCarouselHorizontal,
  'chart-arcs': IconChartArcs,
  'chart-area-line': IconChartAreaLine,
  'chart-bar': IconChartBar,
  'chart-donut': IconChartDonut,
  'chart-dots': IconChartDots,
  'chart-line': IconChartLine,
  components: IconComponents,
  'drag-drop': IconDragDrop,
  edit: IconEdit,
  forms: IconForms,
  'hand-click': IconHandClick,
  'layout-bottombar-expand': IconLayoutBottombarExpand,
  'layout-navbar': IconLayoutNavbar,
  'list-details': IconListDetails,
  'loader-2': IconLoader2,
  'menu-2': IconMenu2,
  'message-2': IconMessage2,
  'message-circle-2': IconMessageCircle2,
  puzzle: IconPuzzle,
  route: IconRoute,
  table: IconTable,
  tag: IconTag,
  timeline: IconTimeline,
  upload: IconUpload,
  'user-circle': IconUserCircle,
  ...formsIcons,
  ...tablesIcons,
};

/** A catalogue page's icon by its Tabler name; a plain page when the name is not listed above. */
export function uiKitIcon(name: string): Icon {
  return ICONS[name] ?? IconFile;
}

/** Each section's icon (the index page's header and the menu use the same). */
export const SECTION_ICONS = {
  components: 'components',
  extensions: 'puzzle',
  forms: 'forms',
  tables: 'table',
  charts: 'chart-bar',
} as const;
