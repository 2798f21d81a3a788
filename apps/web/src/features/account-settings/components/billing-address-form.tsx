import { type BillingAddress, type BillingAnswer, billingAddress } from '@app/contracts/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { useSaveBillingAddress } from '../api/billing';

const FIELDS = [
  ['companyName', 'organization'],
  ['billingEmail', 'email'],
  ['taxId', 'off'],
  ['vatNumber', 'off'],
  ['phone', 'tel'],
  ['country', 'country-name'],
  ['address', 'street-address'],
  ['state', 'address-level1'],
  ['zipCode', 'postal-code'],
] as const;
const EMPTY: BillingAddress = Object.fromEntries(FIELDS.map(([name]) => [name, ''])) as BillingAddress;
const REQUIRED: readonly string[] = ['billingEmail', 'country', 'address', 'zipCode'];

/**
 * Where invoices go, checked by the same rules as on the server (empty at first, with the account's
 * e-mail as the billing e-mail). Used by the billing tab's card and by the "billing address" dialog.
 */
export function useBillingAddressForm(
  billing: Pick<BillingAnswer, 'address' | 'version'>,
  email: string,
  onSaved?: () => void,
) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const save = useSaveBillingAddress();
  const valuesOf = (address: BillingAddress | null) => address ?? { ...EMPTY, billingEmail: email };
  const form = useForm({
    resolver: zodResolver(billingAddress),
    mode: 'onTouched',
    defaultValues: valuesOf(billing.address),
  });
  // The version of the account's settings row the form loaded: a save over a newer one compares.
  const conflict = useConflictAwareSave<BillingAddress, BillingAnswer>({
    loaded: { version: billing.version, values: valuesOf(billing.address) },
    fields: FIELDS.map(([name]) => ({ name, label: t(`address.${name}`) })),
    fromDetail: (detail) => ({ version: detail.version, values: valuesOf(detail.address) }),
    save: (values, version) => save.mutateAsync({ ...values, version }),
    onSaved: (saved) => {
      form.reset(valuesOf(saved.address));
      notify(t('address.saved'));
      onSaved?.();
    },
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => fail(error),
  });
  const { submit, formError, fail } = useFormSubmit(
    form,
    FIELDS.map(([name]) => name),
    (values) => conflict.submit(values),
  );
  return { form, submit, formError, pending: save.isPending, conflictDialog: conflict.dialog };
}

/** The fields of `useBillingAddressForm`; the street takes a whole row of a two-column grid. */
export function BillingAddressFields({ form }: { form: UseFormReturn<BillingAddress> }) {
  const { t } = useTranslation('account-settings');
  return FIELDS.map(([name, autoComplete]) => (
    <FormField
      key={name}
      control={form.control}
      name={name}
      ns="account-settings"
      label={t(`address.${name}`)}
      autoComplete={autoComplete}
      required={REQUIRED.includes(name)}
      sx={name === 'address' ? { gridColumn: '1 / -1' } : undefined}
    />
  ));
}
