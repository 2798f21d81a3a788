import type { InvoiceDetailAnswer } from '@app/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { InvoiceDocument } from './invoice-document';

function detailFrom(company: InvoiceDetailAnswer['company']): InvoiceDetailAnswer {
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
    },
    paymentDetails: { totalDue: 100, bankName: '', country: '', iban: '', swiftCode: '' },
    company,
  };
}

describe('the invoice document’s company block', () => {
  afterEach(cleanup);

  it('shows the company the answer names, each address line on its own line, and no fixed address', () => {
    render(
      <InvoiceDocument
        detail={detailFrom({
          name: 'Hall & Robbins Ltd',
          address: ['12 Rue de Rivoli', '75001 Paris', 'France'],
        })}
      />,
    );
    const document = screen.getByRole('article', { name: 'Invoice #5001' });
    expect(within(document).getByText('Hall & Robbins Ltd')).toBeTruthy();
    const address = document.querySelector('address');
    expect(address?.textContent).toBe('12 Rue de Rivoli\n75001 Paris\nFrance');
    expect(document.textContent).not.toMatch(/Yunkong|Office 149|Brooklyn/);
  });

  it('leaves the address out when the settings hold none', () => {
    render(<InvoiceDocument detail={detailFrom({ name: 'Yunkong Shop', address: [] })} />);
    const document = screen.getByRole('article', { name: 'Invoice #5001' });
    expect(within(document).getByText('Yunkong Shop')).toBeTruthy();
    expect(document.querySelector('address')).toBeNull();
  });
});
