import { type CustomerDetail, customerStatuses, customerUpdateBody, shopCountries } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { applyServerErrors, fieldMessage } from '@/lib/form-errors';
import { useIntlFormat } from '@/lib/intl-format';
import { useUpdateCustomer } from '../api/update-customer';
import { type CustomerForm, changedFields, toCustomerForm } from '../lib/customer-edit';

type Props = { customer: CustomerDetail; onClose: () => void; onSaved: () => void };
const FIELDS = ['customer', 'email', 'country', 'contact', 'status'] as const;

/** Name, e-mail, country, phone and status; the contract's schema checks each field as it is sent. */
export function CustomerEditDialog({ customer, onClose, onSaved }: Props) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const id = useId();
  const update = useUpdateCustomer();
  const [formError, setFormError] = useState<string | null>(null);
  const initial = toCustomerForm(customer);
  const form = useForm<CustomerForm>({ defaultValues: initial });

  const label = (name: (typeof FIELDS)[number]) => t(`fields.${name === 'customer' ? 'name' : name}`);
  const conflict = useConflictAwareSave<CustomerForm, CustomerDetail>({
    loaded: { version: customer.version, values: initial },
    fields: FIELDS.map((name) => ({ name, label: label(name) })),
    fromDetail: (detail) => ({ version: detail.version, values: toCustomerForm(detail) }),
    save: (values, version, base) => {
      const changed = changedFields(base, values);
      const body = Object.keys(changed).length > 0 ? changed : changedFields(toBlank(base), values);
      return update.mutateAsync({ customerId: customer.customerId, body: { ...body, version } });
    },
    onSaved,
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) return onClose();
    const checked = customerUpdateBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string') form.setError(field as keyof CustomerForm, { message: issue.message });
      }
      return;
    }
    try {
      await conflict.submit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const options: Partial<Record<keyof CustomerForm, { value: string; label: string }[]>> = {
    country: shopCountries.map((c) => ({ value: c.name, label: format.country(c.code, c.name) })),
    status: customerStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('edit.title')}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Grid container spacing={2.5} sx={{ pt: 1 }}>
            {FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: name === 'customer' || name === 'email' ? 12 : 6 }}>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      fullWidth
                      label={label(name)}
                      select={options[name] !== undefined}
                      type={name === 'email' ? 'email' : name === 'contact' ? 'tel' : 'text'}
                      error={Boolean(fieldState.error)}
                      helperText={fieldMessage(t, 'customer', fieldState.error?.message)}
                      slotProps={{
                        htmlInput: name === 'email' || name === 'contact' ? { dir: 'ltr' } : undefined,
                      }}
                    >
                      {options[name]?.map((o) => (
                        <MenuItem key={o.value} value={o.value}>
                          {o.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={update.isPending} color="secondary" variant="outlined">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </DialogActions>
      </form>
      {conflict.dialog}
    </Dialog>
  );
}

/** A form of empty values: every field of `values` then counts as changed (a save after "take theirs"). */
const toBlank = (form: CustomerForm): CustomerForm => ({
  ...form,
  customer: '',
  email: '',
  country: '',
  contact: '',
});
