import type { SalesDetail } from '@app/contracts/datatable';
import { describe, expect, it } from 'vitest';
import { csvCell, dateKey, pageOfRows, salesCsv, searchSales, sortSales } from './sales-table';

const sale = (id: number, name: string, date: string, buyer: string, total: number): SalesDetail => ({
  id,
  product: {
    id,
    name,
    slug: name.toLowerCase(),
    brand: 'Acme',
    category: 'Shoes',
    price: total / 2,
    image: null,
    hasFreeShipping: id % 2 === 0,
    rating: null,
    description: '',
  },
  date,
  buyer: { name: buyer, avatar: null },
  payment: { total, receivedPaymentStatus: 'Unpaid', paidAmount: 0, status: 'Confirmed' },
});

const rows = [
  sale(1, 'Boots', '3 Jan 2021', 'Zoe Adams', 90),
  sale(2, 'Apron', '30 Apr 2020', 'Ada Byron', 15),
  sale(3, 'Cap', '12 Dec 2020', 'ada lovelace', 15),
];

describe('the sales table', () => {
  it('orders dates written as 30 Apr 2020', () => {
    expect(dateKey('30 Apr 2020')).toBe(20200430);
    expect(dateKey('3 Jan 2021')).toBeGreaterThan(dateKey('12 Dec 2020'));
  });

  it('finds sales by product, brand, category or buyer, in any case', () => {
    expect(searchSales(rows, 'LOVELACE').map((r) => r.id)).toEqual([3]);
    expect(searchSales(rows, 'boo').map((r) => r.id)).toEqual([1]);
    expect(searchSales(rows, 'shoes')).toHaveLength(3);
    expect(searchSales(rows, '  ')).toHaveLength(3);
    expect(searchSales(rows, 'nothing')).toEqual([]);
  });

  it('sorts by a column both ways, ties kept in the server order, no sort kept as is', () => {
    expect(sortSales(rows, { field: 'date', direction: 'asc' }).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortSales(rows, { field: 'product', direction: 'desc' }).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortSales(rows, { field: 'total', direction: 'asc' }).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortSales(rows, {}).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('cuts 1-based pages', () => {
    expect(pageOfRows([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOfRows([1, 2, 3], 3, 2)).toEqual([]);
  });

  it('writes CSV cells that spreadsheets read as text', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('exports a header and one line per sale, CRLF between lines', () => {
    const text = salesCsv(rows.slice(0, 2));
    expect(
      text.startsWith(
        '\uFEFFProduct,Brand,Category,Price,Free shipping,Rating,Date,Buyer,Total,Paid,Payment,Status',
      ),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('Boots,Acme,Shoes,45,false,,3 Jan 2021,Zoe Adams,90,0,Unpaid,Confirmed');
  });
});
