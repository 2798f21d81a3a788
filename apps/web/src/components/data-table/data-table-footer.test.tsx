import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { compactNumber, DataTableFooter, type RangeSummary } from './data-table-footer';

const summary: RangeSummary = ({ from, to, total }) => `Showing ${from} to ${to} of ${total} orders`;

function footer(total: number, totalIsEstimate?: boolean, page = 1) {
  render(
    <DataTableFooter
      page={page}
      pageSize={10}
      total={total}
      totalIsEstimate={totalIsEstimate}
      summary={summary}
      onPageChange={() => {}}
    />,
  );
}

describe('the list footer', () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows an exact total as the number itself', () => {
    footer(950);
    expect(screen.getByText('Showing 1 to 10 of 950 orders')).toBeTruthy();
  });

  it('says "about" and a short number when the server estimated the total', () => {
    footer(1_234_567, true, 3);
    expect(screen.getByText('Showing 21 to 30 of about 1.2M orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: /123457/ })).toBeTruthy();
  });

  it('writes the estimate in the interface language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    footer(1_234_567, true);
    const fr = compactNumber(1_234_567, 'fr');
    expect(fr).toMatch(/^1,2\sM$/);
    // The page's text is compared with its white space collapsed: French puts a narrow space before M.
    expect(screen.getByText('Showing 1 to 10 of environ 1,2 M orders')).toBeTruthy();
    cleanup();
    await act(() => i18n.changeLanguage('ar'));
    footer(1_234_567, true);
    const ar = compactNumber(1_234_567, 'ar').replace(/\s+/g, ' ');
    expect(screen.getByText(`Showing 1 to 10 of حوالي ${ar} orders`)).toBeTruthy();
  });
});
