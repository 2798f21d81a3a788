import type { AccountSettingsTab } from '@app/contracts/account-settings';
import Box from '@mui/material/Box';
import { IconBell, IconBookmark, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterTabs } from '@/components/router-tabs';
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
      <RouterTabs
        tab={tab}
        tabs={ACCOUNT_SETTINGS_TABS}
        icons={TAB_ICONS}
        label={t('tabs')}
        tabLabel={(key) => t(`tab.${key}`)}
        to="/pages/account-settings/$tab"
        id="account-settings"
      >
        {tab === 'account' && <AccountTab />}
        {tab === 'security' && <SecurityTab />}
        {tab === 'billing-plans' && <BillingTab chosen={search} />}
        {tab === 'notification' && <NotificationTab />}
        {tab === 'connection' && <ConnectionTab />}
      </RouterTabs>
    </Box>
  );
}
