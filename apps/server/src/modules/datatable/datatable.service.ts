import type {
  DatatableAnswer,
  ReceivedPaymentStatus,
  SalesDetail,
  SalesPaymentState,
} from '@app/contracts/datatable';
import type { Queryable } from '../../db/client.ts';
import { type SalesLineRow, selectRecentSalesLines } from './datatable.repository.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `30 Apr 2020`: the spec's date text, in English and in UTC whatever the server's locale. */
export function salesDate(at: Date | string): string {
  const d = new Date(at);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** `Apple iPhone 14 (128 GB)` gives `apple-iphone-14-128-gb`. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The order's payment code (1 Paid, 2 Pending, 3 Cancelled, 4 Failed) as the spec's payment of a sale.
 * Orders store whether they are paid, not an amount received, so a paid order received its whole
 * total and any other nothing: a pending payment is a confirmed sale still unpaid, a cancelled or
 * failed one a cancelled sale. No order is partly paid today, so no record is Partially Paid
 * (docs/spec-deviations.md).
 */
export function paymentOf(code: number, totalCents: number): SalesDetail['payment'] {
  const total = totalCents / 100;
  const as = (
    receivedPaymentStatus: ReceivedPaymentStatus,
    status: SalesPaymentState,
    paidCents: number,
  ) => ({
    total,
    receivedPaymentStatus,
    paidAmount: paidCents / 100,
    status,
  });
  if (code === 1) return as('Fully Paid', 'Completed', totalCents);
  if (code === 2) return as('Unpaid', 'Confirmed', 0);
  return as('Unpaid', 'Cancelled', 0);
}

export function toSalesDetail(row: SalesLineRow): SalesDetail {
  return {
    id: row.id,
    product: {
      id: row.product_id,
      name: row.product_name,
      slug: slugOf(row.product_name),
      brand: row.brand,
      category: row.category,
      price: row.price_cents / 100,
      image: row.image,
      hasFreeShipping: Number(row.shipping_cents) === 0,
      rating: row.rating === null ? null : Number(row.rating),
      description: row.description,
    },
    date: salesDate(row.ordered_at),
    buyer: { name: row.buyer_name, avatar: row.buyer_avatar },
    payment: paymentOf(Number(row.payment), Number(row.spent_cents)),
  };
}

/** The lines of the most recent orders, newest first (at most 50). */
export async function listSalesDetails(db: Queryable): Promise<DatatableAnswer> {
  return (await selectRecentSalesLines(db)).map(toSalesDetail);
}
