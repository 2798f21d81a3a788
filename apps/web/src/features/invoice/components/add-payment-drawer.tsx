import { type InvoicePaymentBody, invoicePaymentBody, paymentMethods } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/date-field/form-date-field';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { useIntlFormat } from '@/lib/intl-format';
import { useAddPayment } from '../api/invoice-mutations';
import { localDay } from '../invoice-dates';

type Props = { invoiceId: number; balance: number; open: boolean; onClose: () => void };
type Output = ReturnType<typeof invoicePaymentBody.parse>;
const FIELDS = ['date', 'amount', 'method', 'note'] as const;

/** Records a payment received; the balance and the status follow on the server. */
export function AddPaymentDrawer({ invoiceId, balance, open, onClose }: Props) {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  const { notify } = useToast();
  const add = useAddPayment(invoiceId);
  const form = useForm<InvoicePaymentBody, unknown, Output>({ resolver: zodResolver(invoicePaymentBody) });
  // Each opening starts afresh, offering what is owed now.
  useEffect(() => {
    if (!open) return;
    const amount = balance > 0 ? balance : Number.NaN;
    form.reset({ date: localDay(), amount, method: 'Bank Transfer', note: '' });
  }, [open, balance, form]);
  const close = onClose;
  const { submit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    const saved = await add.mutateAsync(values);
    notify(
      t('toast.paymentAdded', {
        amount: format.money(values.amount),
        balance: format.money(saved.invoice.balance),
      }),
    );
    close();
  });
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="add-payment-title" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
          <Typography id="add-payment-title" variant="h5" component="h2">
            {t('payment.title')}
          </Typography>
          <IconButton aria-label={t('payment.close')} onClick={close}>
            <IconX size={20} />
          </IconButton>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('payment.balance', { balance: format.money(balance) })}
        </Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Stack spacing={3}>
          <FormField
            control={form.control}
            ns="invoice"
            name="amount"
            number="required"
            label={t('payment.amount')}
            slotProps={{ htmlInput: { step: '0.01', min: 0 } }}
          />
          <FormDateField control={form.control} ns="invoice" name="date" label={t('payment.date')} />
          <FormField
            control={form.control}
            ns="invoice"
            name="method"
            label={t('payment.method')}
            options={paymentMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          />
          <FormField
            control={form.control}
            ns="invoice"
            name="note"
            multiline
            minRows={3}
            label={t('payment.note')}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={add.isPending}>
              {add.isPending ? t('payment.saving') : t('payment.send')}
            </Button>
            <Button variant="outlined" color="secondary" onClick={close}>
              {t('payment.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Drawer>
  );
}
