import type { InvoiceDetailAnswer } from '@app/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { invoiceDetail } from './invoice-detail.test-support';
import { InvoiceDocument } from './invoice-document';

const detailFrom = (company: InvoiceDetailAnswer['company']) => invoiceDetail({}, { company });

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
