import { type BillingAddress, billingAddress } from '@app/contracts/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** Where invoices go: stored on the account, checked by the same rules as on the server. */
export function BillingAddressCard({ address, email }: { address: BillingAddress | null; email: string }) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const save = useSaveBillingAddress();
  const form = useForm({
    resolver: zodResolver(billingAddress),
    mode: 'onTouched',
    defaultValues: address ?? { ...EMPTY, billingEmail: email },
  });
  const { submit, formError } = useFormSubmit(
    form,
    FIELDS.map(([name]) => name),
    async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(saved.address ?? values);
      notify(t('address.saved'));
    },
  );
  return (
    <Card>
      <CardHeader
        title={t('address.title')}
        subheader={address ? t('address.subtitle') : t('address.none')}
      />
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {formError && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {formError}
            </Alert>
          )}
          {FIELDS.map(([name, autoComplete]) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              ns="account-settings"
              label={t(`address.${name}`)}
              autoComplete={autoComplete}
              required={['billingEmail', 'country', 'address', 'zipCode'].includes(name)}
              sx={name === 'address' ? { gridColumn: '1 / -1' } : undefined}
            />
          ))}
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('address.save')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              color="secondary"
              disabled={!form.formState.isDirty}
              onClick={() => form.reset()}
            >
              {t('account.reset')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
