import type { AccountAnswer } from '@app/contracts/account-settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
        <SettingsFormGrid onSubmit={submit} error={formError}>
          <AccountFields form={form} username={account.username} />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? t('saving') : t('account.save')}
            </Button>
            <Button
              type="button"
              color="secondary"
              variant="outlined"
              disabled={!form.formState.isDirty || pending}
              onClick={() => form.reset()}
            >
              {t('account.reset')}
            </Button>
          </Box>
        </SettingsFormGrid>
      </CardContent>
      {conflictDialog}
    </Card>
  );
}
