import type { InvoiceBody, InvoiceDetail, InvoiceDetailAnswer } from '@app/contracts';
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

export function invoiceToForm({ invoice, paymentDetails }: InvoiceDetailAnswer): InvoiceFormValues {
  const manual = (['Draft', 'Sent', 'Downloaded'] as const).find((s) => s === invoice.invoiceStatus);
  return {
    clientId: invoice.clientId,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
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
