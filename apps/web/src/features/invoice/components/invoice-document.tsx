import type { InvoiceDetailAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { calendarDay } from '../invoice-dates';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoiceSums } from './invoice-sums';

export const INVOICE_DOCUMENT_ID = 'invoice-document';

/** The company's initial in the mark before its name, as on the PDF (the store settings hold no logo). */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';

/** A band of the document across its width: blocks pushed to both ends, wrapping on narrow screens. */
const bandSx = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 3,
  p: { xs: 3, sm: 5 },
} as const;

/** The invoice as a document: what the preview shows and what printing puts on paper. */
export function InvoiceDocument({ detail }: { detail: InvoiceDetailAnswer }) {
  const { t } = useTranslation('invoice');
  const format = useIntlFormat();
  const { invoice, paymentDetails, company } = detail;
  const day = (d: string) => format.date(calendarDay(d));
  return (
    <Card id={INVOICE_DOCUMENT_ID} component="article" aria-label={t('document.label', { id: invoice.id })}>
      <Box sx={{ ...bandSx, bgcolor: 'action.hover' }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: 1.5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
                fontSize: '1.25rem',
              }}
            >
              {initialOf(company.name)}
            </Box>
            <Typography
              variant="h5"
              component="p"
              dir="auto"
              sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {company.name}
            </Typography>
          </Box>
          {company.address.length > 0 && (
            <Typography
              component="address"
              color="text.secondary"
              sx={{
                mt: 2,
                fontStyle: 'normal',
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                // Each line reads in its own direction; all keep to the page's start edge ('left' is
                // flipped for Arabic, as every style is).
                unicodeBidi: 'plaintext',
                textAlign: 'left',
              }}
            >
              {company.address.join('\n')}
            </Typography>
          )}
        </Box>
        <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
          <Typography variant="h5" component="h1" dir="auto">
            {t('document.title', { id: invoice.id })}
          </Typography>
          <Typography color="text.secondary">
            {t('document.issued')}: {day(invoice.issuedDate)}
          </Typography>
          <Typography color="text.secondary">
            {t('document.due')}: {day(invoice.dueDate)}
          </Typography>
          <Box sx={{ mt: 1 }} className="no-print">
            <InvoiceStatusChip status={invoice.invoiceStatus} />
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 4,
          justifyContent: 'space-between',
          p: { xs: 3, sm: 5 },
        }}
      >
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('document.invoiceTo')}
          </Typography>
          <Typography>
            <bdi>{invoice.client.name}</bdi>
          </Typography>
          {(['company', 'address', 'contact', 'companyEmail'] as const).map((line) => (
            <Typography key={line} color="text.secondary">
              <bdi>{invoice.client[line]}</bdi>
            </Typography>
          ))}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('document.billTo')}
          </Typography>
          {/* The terms keep one line ("Total due" once broke in two at 390 px); a long IBAN wraps instead. */}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, auto)',
              columnGap: 2,
              m: 0,
              '& dt': { whiteSpace: 'nowrap' },
              '& dd': { overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t('document.totalDue')}</dt>
            <dd style={{ margin: 0 }}>{format.money(paymentDetails.totalDue)}</dd>
            <dt>{t('document.bankName')}</dt>
            <dd style={{ margin: 0 }}>{paymentDetails.bankName}</dd>
            <dt>{t('document.country')}</dt>
            <dd style={{ margin: 0 }}>{paymentDetails.country}</dd>
            <dt>{t('document.iban')}</dt>
            <dd style={{ margin: 0 }} dir="ltr">
              {paymentDetails.iban}
            </dd>
            <dt>{t('document.swiftCode')}</dt>
            <dd style={{ margin: 0 }} dir="ltr">
              {paymentDetails.swiftCode}
            </dd>
          </Box>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label={t('document.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('document.item')}</TableCell>
              <TableCell>{t('document.description')}</TableCell>
              <TableCell align="right">{t('document.cost')}</TableCell>
              <TableCell align="right">{t('document.qty')}</TableCell>
              <TableCell align="right">{t('document.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.item}</TableCell>
                <TableCell>{item.description}</TableCell>
                <TableCell align="right">{format.money(item.cost)}</TableCell>
                <TableCell align="right">{format.number(item.quantity)}</TableCell>
                <TableCell align="right">{format.money(item.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={bandSx}>
        <Box sx={{ maxWidth: 420 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('document.service')}: <span>{invoice.service}</span>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('document.thanks')}
          </Typography>
        </Box>
        <InvoiceSums
          label={t('document.sums')}
          rows={[
            { key: 'subtotal', label: t('document.subtotal'), value: invoice.subtotal },
            { key: 'discount', label: t('document.discount'), value: -invoice.discount || 0 },
            {
              key: 'tax',
              label: t('document.tax', { rate: format.number(invoice.taxRate) }),
              value: invoice.tax,
            },
            { key: 'total', label: t('document.total'), value: invoice.total },
            { key: 'paid', label: t('document.paid'), value: -invoice.paid || 0 },
          ]}
          last={{
            key: 'balance',
            label: t('document.balance'),
            value: invoice.balance,
            testId: 'invoice-balance',
          }}
        />
      </Box>
      {invoice.note && (
        <>
          <Divider />
          <Box sx={{ p: { xs: 3, sm: 5 } }}>
            <Typography variant="body2">
              <strong>{t('document.note')}:</strong> {invoice.note}
            </Typography>
          </Box>
        </>
      )}
    </Card>
  );
}
