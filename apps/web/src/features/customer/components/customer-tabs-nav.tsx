import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconBell, IconLock, IconMapPin, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TABS, type CustomerTab } from '../customer-tabs';

const TAB_ICON = {
  overview: IconUser,
  security: IconLock,
  'address-billing': IconMapPin,
  notifications: IconBell,
};

export const tabId = (tab: CustomerTab) => `customer-tab-${tab}`;
export const panelId = (tab: CustomerTab) => `customer-tabpanel-${tab}`;

export function CustomerTabsNav({
  tab,
  onChange,
}: {
  tab: CustomerTab;
  onChange: (tab: CustomerTab) => void;
}) {
  const { t } = useTranslation('customer');
  return (
    <Tabs
      value={tab}
      onChange={(_, next: CustomerTab) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('tabs.label')}
      sx={{ mb: 3, '& .MuiTab-root': { minHeight: 44 } }}
    >
      {CUSTOMER_TABS.map((key) => {
        const TabIcon = TAB_ICON[key];
        return (
          <Tab
            key={key}
            value={key}
            label={t(`tabs.${key}`)}
            icon={<TabIcon size={20} />}
            iconPosition="start"
            id={tabId(key)}
            aria-controls={panelId(key)}
          />
        );
      })}
    </Tabs>
  );
}
