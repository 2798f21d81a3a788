import {
  type Icon,
  IconAdjustmentsHorizontal,
  IconCalendarTime,
  IconCheckbox,
  IconCircleDot,
  IconCursorText,
  IconLayoutGrid,
  IconListNumbers,
  IconListSearch,
  IconPaperclip,
  IconSelect,
  IconShieldCheck,
  IconToggleLeft,
  IconWriting,
} from '@tabler/icons-react';

/** The icons of the /forms pages by Tabler name (components/ui-kit-icon.ts merges them). */
export const formsIcons: Record<string, Icon> = {
  'adjustments-horizontal': IconAdjustmentsHorizontal,
  'calendar-time': IconCalendarTime,
  checkbox: IconCheckbox,
  'circle-dot': IconCircleDot,
  'cursor-text': IconCursorText,
  'layout-grid': IconLayoutGrid,
  'list-numbers': IconListNumbers,
  'list-search': IconListSearch,
  paperclip: IconPaperclip,
  select: IconSelect,
  'shield-check': IconShieldCheck,
  'toggle-left': IconToggleLeft,
  writing: IconWriting,
};
