import { type InvoiceDetail, type InvoiceSendAnswer, invoiceSendBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useToast } from '@/components/toast/use-toast';
import { pdfLanguage, useSendInvoice } from '../api/invoice-documents';

const addresses = (text: string) => text.split(/[,;\s]+/).filter(Boolean);
const emailList = invoiceSendBody.shape.to;

/** The drawer's form: the addresses typed in one field, separated by commas. */
const sendForm = z.object({
  to: z
    .string()
    .trim()
    .min(1, 'is required')
    .refine((v) => emailList.safeParse(addresses(v)).success, 'must be e-mail addresses separated by commas'),
  subject: invoiceSendBody.shape.subject,
  message: invoiceSendBody.shape.message,
});
type FormValues = z.input<typeof sendForm>;
type Output = z.output<typeof sendForm>;
const FIELDS = ['to', 'subject', 'message'] as const;

type Props = { invoice: InvoiceDetail; open: boolean; onClose: () => void };

/** E-mails the invoice with its PDF attached, then says plainly whether it left. */
export function SendInvoiceDrawer({ invoice, open, onClose }: Props) {
  const { t, i18n } = useTranslation('invoice');
  const { notify } = useToast();
  const send = useSendInvoice(invoice.id);
  const [delivery, setDelivery] = useState<InvoiceSendAnswer['delivery'] | null>(null);
  const form = useForm<FormValues, unknown, Output>({ resolver: zodResolver(sendForm) });
  useEffect(() => {
    if (!open) return;
    setDelivery(null);
    form.reset({
      to: invoice.client.companyEmail,
      subject: t('send.defaultSubject', { id: invoice.id }),
      message: t('send.defaultMessage', { name: invoice.client.name, id: invoice.id }),
    });
  }, [open, invoice.id, invoice.client.companyEmail, invoice.client.name, form, t]);
  const { submit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    const answer = await send.mutateAsync({
      to: addresses(values.to),
      subject: values.subject,
      message: values.message,
      lang: pdfLanguage(i18n.language),
    });
    setDelivery(answer.delivery);
    if (answer.delivery.status === 'sent') {
      notify(t('send.sentToast', { id: invoice.id }));
      onClose();
    }
  });
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="send-invoice-title" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
          <Typography id="send-invoice-title" variant="h5" component="h2">
            {t('send.title')}
          </Typography>
          <IconButton aria-label={t('send.close')} onClick={onClose}>
            <IconX size={20} />
          </IconButton>
        </Box>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        {delivery && delivery.status !== 'sent' && (
          <Alert severity={delivery.status === 'failed' ? 'error' : 'warning'} sx={{ mb: 2 }} role="alert">
            {t(`send.${delivery.status}`)} {delivery.error}
          </Alert>
        )}
        <Stack spacing={3}>
          <FormField
            control={form.control}
            ns="invoice"
            name="to"
            label={t('send.to')}
            helperText={t('send.toHelp')}
          />
          <FormField control={form.control} ns="invoice" name="subject" label={t('send.subject')} />
          <FormField
            control={form.control}
            ns="invoice"
            name="message"
            multiline
            minRows={6}
            label={t('send.message')}
          />
          <Chip
            icon={<IconPaperclip size={16} />}
            label={`invoice-${invoice.id}.pdf`}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              {send.isPending ? t('send.sending') : t('send.send')}
            </Button>
            <Button variant="outlined" color="secondary" onClick={onClose}>
              {t('send.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Drawer>
  );
}
