import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  accountSettingsSearch,
  isAccountSettingsTab,
} from '@/features/account-settings/account-settings-tabs';
import { AccountSettingsPage } from '@/features/account-settings/components/account-settings-page';
import { requireAccess } from '@/lib/session/guards';

/** /pages/account-settings/{account,security,billing-plans,notification,connection}: the user's own settings. */
export const Route = createFileRoute('/_app/pages/account-settings/$tab')({
  beforeLoad: (ctx) => {
    if (!isAccountSettingsTab(ctx.params.tab)) throw notFound();
    return requireAccess('authenticated')(ctx);
  },
  validateSearch: accountSettingsSearch,
  component: function AccountSettingsRoute() {
    const { tab } = Route.useParams();
    const search = Route.useSearch();
    return isAccountSettingsTab(tab) ? <AccountSettingsPage tab={tab} search={search} /> : null;
  },
});
