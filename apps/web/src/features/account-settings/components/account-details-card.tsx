import type { AccountAnswer } from '@app/contracts/account-settings';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { AccountFields, useAccountForm } from './account-form';
import { AvatarUpload } from './avatar-upload';
import { SettingsFormGrid } from './settings-form-grid';

/** Picture, name, contact and language of the signed-in user. */
export function AccountDetailsCard({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation('account-settings');
  const { form, submit, formError, pending, conflictDialog } = useAccountForm(account);
  return (
    <Card>
      <CardHeader title={t('account.title')} subheader={t('account.subtitle')} />
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <AvatarUpload name={account.fullName} avatar={account.avatar} />
        <Divider />
        <SettingsFormGrid
          onSubmit={submit}
          error={formError}
          save={{ label: t('account.save'), pending, form }}
        >
          <AccountFields form={form} username={account.username} />
        </SettingsFormGrid>
      </CardContent>
      {conflictDialog}
    </Card>
  );
}
