import type { AccountAnswer, BillingAnswer } from '@app/contracts/account-settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { IconCreditCard, IconMapPin, IconShieldLock, IconUserEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogExampleCard } from '@/components/dialog-example-card';
import { FormDialog } from '@/components/form-dialog';
import { accountQueryOptions } from '../api/account';
import { billingQueryOptions } from '../api/billing';
import { securityQueryOptions } from '../api/security';
import { AccountFields, useAccountForm } from './account-form';
import { BillingAddressFields, useBillingAddressForm } from './billing-address-form';
import { TwoStepSetupDialog } from './two-step-setup-dialog';
import { usePlanChangeDialog } from './use-plan-change-dialog';

type Open = 'account' | 'address' | 'twoStep' | null;
const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/**
 * The account's dialogs for /pages/dialog-examples: edit your details, your billing address, change
 * plan, set up two-step sign-in. Each saves to the signed-in account, as the account settings do.
 */
export function AccountDialogExamples() {
  const { t } = useTranslation('account-settings');
  const account = useQuery(accountQueryOptions());
  const billing = useQuery(billingQueryOptions());
  const security = useQuery(securityQueryOptions());
  const planChange = usePlanChangeDialog({ billing: billing.data });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const loading = t('loading');
  const twoStepOn = security.data?.twoFactor.enabled;
  return (
    <>
      <DialogExampleCard
        icon={IconUserEdit}
        title={t('examples.accountTitle')}
        text={t('examples.accountText')}
        openLabel={t('examples.open')}
        onOpen={() => setOpen('account')}
        unavailable={account.data ? undefined : account.isError ? t('account.loadError') : loading}
        dialog={
          open === 'account' && account.data && <AccountDialog account={account.data} onClose={close} />
        }
      />
      <DialogExampleCard
        icon={IconMapPin}
        tone="info"
        title={t('examples.addressTitle')}
        text={t('examples.addressText')}
        openLabel={t('examples.open')}
        onOpen={() => setOpen('address')}
        unavailable={billing.data ? undefined : billing.isError ? t('billing.loadError') : loading}
        dialog={
          open === 'address' &&
          billing.data &&
          account.data && <AddressDialog billing={billing.data} email={account.data.email} onClose={close} />
        }
      />
      <DialogExampleCard
        icon={IconCreditCard}
        tone="success"
        title={t('examples.planTitle')}
        text={t('examples.planText')}
        openLabel={t('examples.open')}
        onOpen={planChange.open}
        unavailable={
          billing.data && planChange.plans.length
            ? undefined
            : billing.isError || planChange.pricing.isError
              ? t('billing.plansError')
              : loading
        }
        dialog={planChange.dialog}
      />
      <DialogExampleCard
        icon={IconShieldLock}
        tone="warning"
        title={t('examples.twoStepTitle')}
        text={t('examples.twoStepText')}
        openLabel={t('examples.open')}
        onOpen={() => setOpen('twoStep')}
        unavailable={twoStepOn ? t('examples.twoStepOn') : security.data ? undefined : loading}
        dialog={open === 'twoStep' && <TwoStepSetupDialog onClose={close} />}
      />
    </>
  );
}

function AccountDialog({ account, onClose }: { account: AccountAnswer; onClose: () => void }) {
  const { t } = useTranslation('account-settings');
  const { form, submit, formError, pending, conflictDialog } = useAccountForm(account, onClose);
  return (
    <FormDialog
      title={t('examples.accountTitle')}
      subtitle={t('account.subtitle')}
      closeLabel={t('examples.close')}
      cancelLabel={t('cancel')}
      submitLabel={pending ? t('saving') : t('account.save')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box sx={grid}>
        <AccountFields form={form} username={account.username} />
      </Box>
      {conflictDialog}
    </FormDialog>
  );
}

function AddressDialog({
  billing,
  email,
  onClose,
}: {
  billing: BillingAnswer;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('account-settings');
  const { form, submit, formError, pending, conflictDialog } = useBillingAddressForm(billing, email, onClose);
  return (
    <FormDialog
      title={t('examples.addressTitle')}
      subtitle={billing.address ? t('address.subtitle') : t('address.none')}
      closeLabel={t('examples.close')}
      cancelLabel={t('cancel')}
      submitLabel={pending ? t('saving') : t('address.save')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box sx={grid}>
        <BillingAddressFields form={form} />
      </Box>
      {conflictDialog}
    </FormDialog>
  );
}
