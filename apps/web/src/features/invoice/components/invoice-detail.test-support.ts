import type { InvoiceDetailAnswer } from '@app/contracts';

type Invoice = InvoiceDetailAnswer['invoice'];

/** An invoice detail answer for component tests: a 100 design invoice for Jordan Stevenson, unpaid. */
export function invoiceDetail(
  invoice: Partial<Invoice> = {},
  rest: Partial<Omit<InvoiceDetailAnswer, 'invoice'>> = {},
): InvoiceDetailAnswer {
  return {
    invoice: {
      id: 5001,
      issuedDate: '2026-11-01',
      dueDate: '2026-12-01',
      client: {
        name: 'Jordan Stevenson',
        companyEmail: 'jordan@example.com',
        company: 'Silva Partners',
        country: 'USA',
        address: '1 Main St',
        contact: '555',
      },
      clientId: 7,
      service: 'Design',
      total: 100,
      avatar: '',
      invoiceStatus: 'Sent',
      balance: 100,
      items: [{ id: 1, item: 'Logo', description: '', cost: 100, quantity: 1, price: 100 }],
      subtotal: 100,
      discount: 0,
      taxRate: 0,
      tax: 0,
      paid: 0,
      note: '',
      payments: [],
      lockedReason: null,
      version: 1,
      ...invoice,
    },
    paymentDetails: { totalDue: 100, bankName: '', country: '', iban: '', swiftCode: '' },
    company: { name: 'Yunkong Shop', address: ['United States'] },
    ...rest,
  };
}
