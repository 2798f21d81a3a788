import { createFileRoute } from '@tanstack/react-router';
import { AccountDialogExamples } from '@/features/account-settings/components/account-dialog-examples';
import { DialogExamplesPage } from '@/features/dialog-examples/components/dialog-examples-page';
import { ReferralDialogExample } from '@/features/referral/components/referral-dialog-example';
import { RoleDialogExample } from '@/features/role/components/role-dialog-example';
import { requireAccess } from '@/lib/session/guards';

/**
 * Spec 000's /pages/dialog-examples: the real dialogs of the account, the roles and the referrals, each
 * saving what it edits (docs/ui-pages.md). Any signed-in user; a tile whose dialog needs a right says so.
 */
export const Route = createFileRoute('/_app/pages/dialog-examples')({
  beforeLoad: requireAccess('authenticated'),
  component: () => (
    <DialogExamplesPage>
      <AccountDialogExamples />
      <RoleDialogExample />
      <ReferralDialogExample />
    </DialogExamplesPage>
  ),
});
