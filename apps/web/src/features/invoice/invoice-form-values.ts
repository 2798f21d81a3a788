import {
  type InvoiceBody,
  type InvoiceDetail,
  type InvoiceDetailAnswer,
  type InvoiceStatus,
  invoiceManualStatuses,
} from '@app/contracts';
import { localDay } from './invoice-dates';

export type InvoiceFormValues = Required<Omit<InvoiceBody, 'items' | 'paymentDetails'>> & {
  items: { item: string; description: string; cost: number; quantity: number }[];
  paymentDetails: { bankName: string; country: string; iban: string; swiftCode: string };
};

export const emptyItem = () => ({ item: '', description: '', cost: Number.NaN, quantity: 1 });

export function emptyInvoiceForm(): InvoiceFormValues {
  return {
    clientId: Number.NaN,
    issuedDate: localDay(),
    dueDate: localDay(30),
    service: '',
    status: 'Draft',
    items: [emptyItem()],
    discount: 0,
    taxRate: 0,
    note: '',
    paymentDetails: { bankName: '', country: '', iban: '', swiftCode: '' },
  };
}

/**
 * The invoice's status when nobody may set it by hand (Paid, Partial Payment, Past Due follow from
 * payments and the due date): the form shows it as it is and leaves it out of the save. Null otherwise.
 */
export function automaticStatus(detail: InvoiceDetailAnswer | undefined): InvoiceStatus | null {
  const status = detail?.invoice.invoiceStatus;
  if (!status) return null;
  return (invoiceManualStatuses as readonly string[]).includes(status) ? null : status;
}

export function invoiceToForm({ invoice, paymentDetails }: InvoiceDetailAnswer): InvoiceFormValues {
  const manual = invoiceManualStatuses.find((s) => s === invoice.invoiceStatus);
  return {
    clientId: invoice.clientId,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    // An automatic status is not the form's to set: the field shows it read-only and the save leaves
    // it out (see automaticStatus); 'Sent' only keeps the form's value within the manual ones.
    status: manual ?? 'Sent',
    items: invoice.items.map(({ item, description, cost, quantity }) => ({
      item,
      description,
      cost,
      quantity,
    })),
    discount: invoice.discount,
    taxRate: invoice.taxRate,
    note: invoice.note,
    paymentDetails: {
      bankName: paymentDetails.bankName,
      country: paymentDetails.country,
      iban: paymentDetails.iban,
      swiftCode: paymentDetails.swiftCode,
    },
  };
}

const cents = (n: number) => (Number.isFinite(n) ? Math.round(n * 100) : 0);

/** The totals the server will compute, in the same way (cents, tax on the discounted subtotal, rounded). */
export function invoiceTotals(
  items: { cost: number; quantity: number }[],
  discount: number,
  taxRate: number,
) {
  const subtotal = items.reduce(
    (sum, i) => sum + cents(i.cost) * (Number.isFinite(i.quantity) ? i.quantity : 0),
    0,
  );
  const off = cents(discount);
  const tax = Math.round(((subtotal - off) * cents(taxRate)) / 10000);
  return {
    subtotal: subtotal / 100,
    discount: off / 100,
    tax: tax / 100,
    total: (subtotal - off + tax) / 100,
  };
}

/** The client as the picker shows it, from the stored invoice. */
export const clientOf = (invoice: InvoiceDetail) => ({ id: invoice.clientId, ...invoice.client });
