import type { AccountSettingsTab } from '@app/contracts/account-settings';
import Box from '@mui/material/Box';
import Tabs from '@mui/material/Tabs';
import { IconBell, IconBookmark, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterTab } from '@/components/router-tab';
import { ACCOUNT_SETTINGS_TABS, type AccountSettingsSearch } from '../account-settings-tabs';
import { AccountTab } from './account-tab';
import { BillingTab } from './billing-tab';
import { ConnectionTab } from './connection-tab';
import { NotificationTab } from './notification-tab';
import { SecurityTab } from './security-tab';

const TAB_ICONS = {
  account: IconUser,
  security: IconLock,
  'billing-plans': IconBookmark,
  notification: IconBell,
  connection: IconLink,
} as const;

type Props = { tab: AccountSettingsTab; search: AccountSettingsSearch };

/** /pages/account-settings/{tab}: one page, the tab in the URL. */
export function AccountSettingsPage({ tab, search }: Props) {
  const { t } = useTranslation('account-settings');
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t(`subtitles.${tab}`)} />
      <Tabs
        value={tab}
        aria-label={t('tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, '& .MuiTab-root': { minHeight: 44 } }}
      >
        {ACCOUNT_SETTINGS_TABS.map((key) => {
          const Icon = TAB_ICONS[key];
          return (
            <RouterTab
              key={key}
              value={key}
              to="/pages/account-settings/$tab"
              params={{ tab: key }}
              label={t(`tab.${key}`)}
              icon={<Icon size={20} />}
              iconPosition="start"
              id={`account-settings-tab-${key}`}
              aria-controls="account-settings-panel"
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id="account-settings-panel" aria-labelledby={`account-settings-tab-${tab}`}>
        {tab === 'account' && <AccountTab />}
        {tab === 'security' && <SecurityTab />}
        {tab === 'billing-plans' && <BillingTab chosen={search} />}
        {tab === 'notification' && <NotificationTab />}
        {tab === 'connection' && <ConnectionTab />}
      </Box>
    </Box>
  );
}
