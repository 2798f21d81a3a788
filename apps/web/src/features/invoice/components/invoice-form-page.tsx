import {
  type InvoiceClient,
  type InvoiceData,
  type InvoiceDetailAnswer,
  invoiceBody,
  invoiceManualStatuses,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/date-field/form-date-field';
import { FormField } from '@/components/form-field/form-field';
import { spreadRowSx } from '@/components/page-header';
import { RouterButton } from '@/components/router-links';
import { useToast } from '@/components/toast/use-toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { applyServerErrors, fieldMessage } from '@/lib/form-errors';
import {
  automaticStatus,
  clientOf,
  emptyInvoiceForm,
  type InvoiceFormValues,
  invoiceToForm,
} from '../invoice-form-values';
import { InvoiceClientPicker } from './invoice-client-picker';
import { InvoiceItemsEditor } from './invoice-items-editor';
import { InvoiceTotals } from './invoice-totals';
import { useInvoiceConflict } from './use-invoice-conflict';

const FIELDS = [
  'clientId',
  'issuedDate',
  'dueDate',
  'service',
  'status',
  'items',
  'discount',
  'taxRate',
  'note',
] as const;
const resolver = zodResolver(invoiceBody) as unknown as Resolver<InvoiceFormValues, unknown, InvoiceData>;

/** Adds an invoice, or edits the given one; after saving you land on its preview. */
export function InvoiceFormPage({ detail }: { detail?: InvoiceDetailAnswer }) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const { notify } = useToast();
  const [client, setClient] = useState<InvoiceClient | null>(detail ? clientOf(detail.invoice) : null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InvoiceFormValues, unknown, InvoiceData>({
    resolver,
    defaultValues: detail ? invoiceToForm(detail) : emptyInvoiceForm(),
  });
  const { control } = form;
  const locked = detail?.invoice.lockedReason ?? null;
  const autoStatus = automaticStatus(detail);
  // Set once saved, so that going to the preview is not taken for leaving unsaved changes.
  const saved = useRef(false);
  const dirty = form.formState.isDirty;

  const save = useInvoiceConflict({
    detail,
    client,
    onSaved: (answer) => {
      saved.current = true;
      notify(t(detail ? 'toast.updated' : 'toast.created', { id: answer.invoice.id }));
      void navigate({ to: '/apps/invoice/preview/$id', params: { id: String(answer.invoice.id) } });
    },
    onTakeTheirs: (values, theirClient) => {
      setClient(theirClient);
      form.reset(values);
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { status, ...rest } = values as InvoiceFormValues;
      // An automatic status follows from payments and dates: the save does not send one.
      await save.submit((autoStatus ? rest : values) as InvoiceFormValues);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  const itemsError = form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <UnsavedChangesGuard ns="invoice" dirty={() => dirty && !saved.current} />
      <Box sx={{ ...spreadRowSx, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {detail ? t('form.editTitle', { id: detail.invoice.id }) : t('form.addTitle')}
          </Typography>
          <Typography color="text.secondary">{t('form.subtitle')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <RouterButton variant="outlined" color="secondary" to="/apps/invoice/list">
            {t('form.discard')}
          </RouterButton>
          <Button type="submit" variant="contained" disabled={save.pending}>
            {save.pending ? t('form.saving') : t('form.save')}
          </Button>
        </Box>
      </Box>
      {locked && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('form.locked')}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {formError}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="clientId"
                render={({ fieldState }) => (
                  <InvoiceClientPicker
                    value={client}
                    disabled={Boolean(locked)}
                    error={fieldMessage(
                      t,
                      'invoice',
                      fieldState.error ? t('form.clientRequired') : undefined,
                    )}
                    onChange={(next) => {
                      setClient(next);
                      form.setValue('clientId', next ? next.id : Number.NaN, {
                        shouldDirty: true,
                        shouldValidate: form.formState.isSubmitted,
                      });
                    }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormField control={control} ns="invoice" name="service" label={t('form.service')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormDateField
                control={control}
                ns="invoice"
                name="issuedDate"
                label={t('form.issuedDate')}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormDateField
                control={control}
                ns="invoice"
                name="dueDate"
                label={t('form.dueDate')}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {autoStatus ? (
                <TextField
                  fullWidth
                  label={t('form.status')}
                  value={t(`statuses.${autoStatus}`)}
                  helperText={t('form.statusAutomatic')}
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              ) : (
                <FormField
                  control={control}
                  ns="invoice"
                  name="status"
                  label={t('form.status')}
                  disabled={Boolean(locked)}
                  options={invoiceManualStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                />
              )}
            </Grid>
          </Grid>
        </CardContent>
        <Divider />
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <InvoiceItemsEditor control={control} locked={Boolean(locked)} error={itemsError} />
        </CardContent>
        <Divider />
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={3}>
                <Stack direction="row" spacing={2}>
                  <FormField
                    control={control}
                    ns="invoice"
                    name="discount"
                    number="required"
                    label={t('form.discount')}
                    disabled={Boolean(locked)}
                    slotProps={{ htmlInput: { step: '0.01', min: 0 } }}
                  />
                  <FormField
                    control={control}
                    ns="invoice"
                    name="taxRate"
                    number="required"
                    label={t('form.taxRate')}
                    disabled={Boolean(locked)}
                    slotProps={{ htmlInput: { step: '0.01', min: 0, max: 100 } }}
                  />
                </Stack>
                <FormField
                  control={control}
                  ns="invoice"
                  name="note"
                  multiline
                  minRows={3}
                  label={t('form.note')}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <InvoiceTotals control={control} />
            </Grid>
          </Grid>
        </CardContent>
        <Divider />
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('form.paymentDetails')}
          </Typography>
          <Grid container spacing={3}>
            {(['bankName', 'country', 'iban', 'swiftCode'] as const).map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                <FormField
                  control={control}
                  ns="invoice"
                  name={`paymentDetails.${key}`}
                  label={t(`document.${key}`)}
                />
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      {save.dialog}
    </Box>
  );
}
