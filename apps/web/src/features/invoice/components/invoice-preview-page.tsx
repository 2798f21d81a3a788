import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { IconCash, IconCopy, IconDownload, IconEdit, IconPrinter, IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { useToast } from '@/components/toast/use-toast';
import { useCan, useCanOn } from '@/lib/session/can';
import { useDownloadInvoicePdf } from '../api/invoice-documents';
import { useDuplicateInvoice } from '../api/invoice-mutations';
import { AddPaymentDrawer } from './add-payment-drawer';
import { INVOICE_DOCUMENT_ID, InvoiceDocument } from './invoice-document';
import { InvoicePayments } from './invoice-payments';
import { SendInvoiceDrawer } from './send-invoice-drawer';
import { useInvoiceDetail } from './use-invoice-detail';

/** Printing shows the document alone, without the app's menus, the actions or the status chip. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${INVOICE_DOCUMENT_ID}`]: {
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none !important',
          background: '#fff !important',
        },
        // Paper is white whatever the theme: dark mode would print a page of ink.
        [`#${INVOICE_DOCUMENT_ID}, #${INVOICE_DOCUMENT_ID} *`]: {
          visibility: 'visible',
          color: '#2f2b3d !important',
          backgroundColor: 'transparent !important',
          borderColor: '#dbdade !important',
        },
        [`#${INVOICE_DOCUMENT_ID} .no-print`]: { display: 'none' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

/** The invoice as a document with its actions: send, download the PDF, print, edit, duplicate, add a payment. */
export function InvoicePreviewPage({ id }: { id: string }) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const { notify } = useToast();
  const { detail, unavailable } = useInvoiceDetail(id);
  const [paying, setPaying] = useState(false);
  const [sending, setSending] = useState(false);
  const pdf = useDownloadInvoicePdf();
  // Conditions on status or client narrow single invoices (decision 015): ask about this one.
  const canUpdate = useCanOn('update', 'Invoice', {
    status: detail.data?.invoice.invoiceStatus,
    clientId: detail.data?.invoice.clientId,
  });
  const canCreate = useCan({ action: 'create', subject: 'Invoice' });
  const duplicate = useDuplicateInvoice();
  if (unavailable) return unavailable;
  if (!detail.data)
    return (
      <Grid container spacing={3} aria-busy>
        <Grid size={{ xs: 12, md: 9 }}>
          <Skeleton variant="rounded" height={640} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      </Grid>
    );
  const { invoice } = detail.data;
  const copy = () =>
    duplicate.mutate(invoice.id, {
      onSuccess: ({ invoice: created }) => {
        notify(t('toast.duplicated', { id: invoice.id, copy: created.id }));
        void navigate({ to: '/apps/invoice/edit/$id', params: { id: String(created.id) } });
      },
      onError: (error) => notify(error.message, 'error'),
    });
  const downloadPdf = () =>
    pdf.mutate(invoice.id, {
      onError: (error) => notify(t('toast.pdfFailed', { message: error.message }), 'error'),
    });
  return (
    <Grid container spacing={3}>
      {printStyles}
      <Grid size={{ xs: 12, md: 9 }}>
        <InvoiceDocument detail={detail.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                {canUpdate && (
                  <Button
                    variant="contained"
                    startIcon={<IconSend size={18} />}
                    onClick={() => setSending(true)}
                  >
                    {t('actions.send')}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<IconDownload size={18} />}
                  onClick={downloadPdf}
                  disabled={pdf.isPending}
                >
                  {pdf.isPending ? t('actions.downloading') : t('actions.downloadPdf')}
                </Button>
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<IconPrinter size={18} />}
                  onClick={() => window.print()}
                >
                  {t('actions.print')}
                </Button>
                {canUpdate && (
                  <RouterButton
                    variant="outlined"
                    color="secondary"
                    startIcon={<IconEdit size={18} />}
                    to="/apps/invoice/edit/$id"
                    params={{ id: String(invoice.id) }}
                  >
                    {t('actions.edit')}
                  </RouterButton>
                )}
                {canCreate && (
                  <Button
                    variant="outlined"
                    color="secondary"
                    startIcon={<IconCopy size={18} />}
                    onClick={copy}
                    disabled={duplicate.isPending}
                  >
                    {t('actions.duplicate')}
                  </Button>
                )}
                {canUpdate && (
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<IconCash size={18} />}
                    onClick={() => setPaying(true)}
                  >
                    {t('actions.addPayment')}
                  </Button>
                )}
              </Stack>
            </CardContent>
          </Card>
          <InvoicePayments payments={invoice.payments} />
        </Stack>
      </Grid>
      {canUpdate && <SendInvoiceDrawer invoice={invoice} open={sending} onClose={() => setSending(false)} />}
      {canUpdate && (
        <AddPaymentDrawer
          invoiceId={invoice.id}
          balance={invoice.balance}
          open={paying}
          onClose={() => setPaying(false)}
        />
      )}
    </Grid>
  );
}
