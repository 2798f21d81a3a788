import Box from '@mui/material/Box';
import Tabs from '@mui/material/Tabs';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { RouterTab } from './router-tab';

/** A page whose tab is the last part of its path. */
type TabPath = Extract<keyof RegisteredRouter['routesByPath'], `${string}/$tab`>;

type Props<K extends string> = {
  /** The open tab. */
  tab: K;
  tabs: readonly K[];
  icons: Record<K, ComponentType<{ size?: number }>>;
  /** The tab strip's accessible name. */
  label: string;
  tabLabel: (tab: K) => string;
  to: TabPath;
  /** Prefix of the tabs' and panel's ids: `<id>-tab-<key>`, `<id>-panel`. */
  id: string;
  /** The open tab's content. */
  children: ReactNode;
};

/** A page's tabs as links, the open one in the URL, above the open tab's panel. */
export function RouterTabs<K extends string>({
  tab,
  tabs,
  icons,
  label,
  tabLabel,
  to,
  id,
  children,
}: Props<K>) {
  return (
    <>
      <Tabs
        value={tab}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, '& .MuiTab-root': { minHeight: 44 } }}
      >
        {tabs.map((key) => {
          const TabIcon: ComponentType<{ size?: number }> = icons[key];
          return (
            <RouterTab
              key={key}
              value={key}
              to={to}
              params={{ tab: key }}
              label={tabLabel(key)}
              icon={<TabIcon size={20} />}
              iconPosition="start"
              id={`${id}-tab-${key}`}
              aria-controls={`${id}-panel`}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {children}
      </Box>
    </>
  );
}
