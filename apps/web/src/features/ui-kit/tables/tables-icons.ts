import { type Icon, IconTableOptions } from '@tabler/icons-react';

/** The icons of the /tables pages by Tabler name (components/ui-kit-icon.ts merges them). */
export const tablesIcons: Record<string, Icon> = {
  'table-options': IconTableOptions,
};
