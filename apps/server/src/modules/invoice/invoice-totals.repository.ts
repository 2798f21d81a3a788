import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** Today in UTC: due dates are calendar dates and the server does not depend on its time zone. */
export const TODAY = sql.raw(`(now() at time zone 'UTC')::date`);

const idFilter = (ids: number[] | null): SQL =>
  ids === null
    ? sql``
    : sql`where i2.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * Recomputes the invoices' money from their items and payments — subtotal, tax on the discounted
 * subtotal, total, paid and balance — and the status that follows from it (every invoice when `ids`
 * is null). The table's check constraint refuses any write where the sums disagree.
 *
 * Status: paid in full (balance at or below zero) is Paid; part paid is Partial Payment, or Past Due
 * once the due date passed; a sent or downloaded invoice unpaid past its due date is Past Due; a
 * Past Due invoice whose due date moved to the future is Sent again. Draft stays Draft until paid.
 *
 * The tax is computed in numeric: the discounted subtotal times the rate in basis points passes the
 * bigint range at the largest invoice (MAX_INVOICE_TOTAL), though the tax itself fits.
 *
 * `discount` (an expression over the row `i2`, in cents) sets a new discount in the same statement:
 * the check constraint holds after every statement, so a discount larger than the old subtotal can
 * only be written together with the new subtotal.
 */
export async function refreshInvoiceTotals(
  db: Queryable,
  ids: number[] | null,
  discount?: SQL,
): Promise<void> {
  if (ids?.length === 0) return;
  await db.execute(sql`
    update invoices i set
      discount_cents = s.disc,
      subtotal_cents = s.sub,
      tax_cents = s.tax,
      total_cents = s.sub - s.disc + s.tax,
      paid_cents = s.paid,
      balance_cents = s.sub - s.disc + s.tax - s.paid,
      status = case
        when s.paid > 0 and s.sub - s.disc + s.tax - s.paid <= 0 then 'Paid'
        when s.paid > 0 and i.due_date < ${TODAY} then 'Past Due'
        when s.paid > 0 then 'Partial Payment'
        when i.status in ('Paid', 'Partial Payment') then 'Sent'
        when i.status in ('Sent', 'Downloaded') and i.due_date < ${TODAY}
          and s.sub - s.disc + s.tax > 0 then 'Past Due'
        when i.status = 'Past Due' and (i.due_date >= ${TODAY} or s.sub - s.disc + s.tax <= 0) then 'Sent'
        else i.status end
    from (
      select t.id, t.sub, t.paid, t.disc, round((t.sub - t.disc)::numeric * t.tax_rate_bp / 10000)::bigint as tax
      from (
        select i2.id, (${discount ?? sql`i2.discount_cents`})::bigint as disc, i2.tax_rate_bp,
          coalesce((select sum(it.cost_cents * it.quantity) from invoice_items it where it.invoice_id = i2.id), 0)::bigint as sub,
          coalesce((select sum(p.amount_cents) from invoice_payments p where p.invoice_id = i2.id), 0)::bigint as paid
        from invoices i2
        ${idFilter(ids)}
      ) t
    ) s
    where i.id = s.id`);
}

/**
 * Moves sent, downloaded and part-paid invoices whose due date has passed with money still owed to
 * Past Due. Served by the partial index on the due date of unpaid invoices.
 */
export async function markPastDue(db: Queryable): Promise<number> {
  const result = (await db.execute(sql`
    update invoices set status = 'Past Due', updated_at = now()
    where balance_cents > 0 and due_date < ${TODAY}
      and status in ('Sent', 'Downloaded', 'Partial Payment')`)) as { rowCount: number | null };
  return result.rowCount ?? 0;
}
