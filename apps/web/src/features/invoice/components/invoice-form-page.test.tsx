import type { InvoiceDetailAnswer, InvoiceStatus } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider';
import '@/i18n';
import { invoiceDetail } from './invoice-detail.test-support';
import { InvoiceFormPage } from './invoice-form-page';

const detailWith = (status: InvoiceStatus, lockedReason: string | null) =>
  invoiceDetail(
    { invoiceStatus: status, lockedReason, balance: 60, paid: 40, version: 3 },
    { paymentDetails: { totalDue: 60, bankName: '', country: '', iban: '', swiftCode: '' } },
  );

function renderForm(detail: InvoiceDetailAnswer) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(detail), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: `not found: ${url}` }), { status: 404 });
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <InvoiceFormPage detail={detail} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router as never} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return bodies;
}

const WAIT = { timeout: 8000 };

describe('the status on the invoice edit form', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a part-paid invoice as "Partial payment", read-only, says why, and saving leaves it alone', async () => {
    const bodies = renderForm(detailWith('Partial Payment', 'The invoice has payments.'));
    const status = await screen.findByRole('textbox', { name: 'Status' }, WAIT);
    expect((status as HTMLInputElement).value).toBe('Partial payment');
    expect((status as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(/Follows from the payments and the due date/)).toBeTruthy();
    expect(screen.queryByText('Sent')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('status');
    expect(bodies[0]).toMatchObject({ version: 3, service: 'Design' });
  });
});
