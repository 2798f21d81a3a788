import type { BillingAnswer } from '@app/contracts/account-settings';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { BillingAddressFields, useBillingAddressForm } from './billing-address-form';
import { SettingsFormGrid } from './settings-form-grid';

/** Where invoices go: stored on the account, checked by the same rules as on the server. */
export function BillingAddressCard({ billing, email }: { billing: BillingAnswer; email: string }) {
  const { t } = useTranslation('account-settings');
  const { address } = billing;
  const { form, submit, formError, pending, conflictDialog } = useBillingAddressForm(billing, email);
  return (
    <Card>
      <CardHeader
        title={t('address.title')}
        subheader={address ? t('address.subtitle') : t('address.none')}
      />
      <CardContent>
        <SettingsFormGrid
          onSubmit={submit}
          error={formError}
          save={{ label: t('address.save'), pending, form }}
        >
          <BillingAddressFields form={form} />
        </SettingsFormGrid>
      </CardContent>
      {conflictDialog}
    </Card>
  );
}
