import { INVOICE_NOT_FOUND_TEXT, type InvoiceStatus } from '@app/contracts';
import { subject as asSubject } from '@casl/ability';
import type { SQL } from 'drizzle-orm';
import type { AppAbility } from '../../auth/ability.ts';
import { assertMayWrite, assertReaches, reachableRows } from '../../auth/row-rules.ts';
import type { Queryable } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { lockInvoice } from './invoice-detail.repository.ts';

/**
 * Rule conditions on Invoice (decision 015): what a condition may test (contracts' rowRuleFields.Invoice)
 * and the checks the invoice routes make with it.
 */
export type InvoiceReached = { status: InvoiceStatus; clientId: number };
/** The invoices the caller's rules reach, as SQL from `reachableRows`; none: all. */
export type RowReach = { reach?: SQL };

export const invoiceRuleColumns = { status: invoices.status, clientId: invoices.clientId };

/** The invoices `action` reaches, for the list, its total, the export and the delete. */
export function reachableInvoices(ability: AppAbility, action: 'read' | 'delete'): RowReach {
  return { reach: reachableRows(ability, action, 'Invoice', invoiceRuleColumns) };
}

/** An invoice outside the reader's rules answers 404 like an unknown one. */
export function assertReadsInvoice(reader: AppAbility, invoice: InvoiceReached): void {
  assertReaches(reader, 'read', 'Invoice', invoice, INVOICE_NOT_FOUND_TEXT);
}

/**
 * The invoice's status and client, its row locked until the transaction ends, when the actor's update
 * rules reach it; an unknown invoice and one outside the rules both answer 404.
 */
export async function lockReachedInvoice(
  tx: Queryable,
  actor: AppAbility,
  id: number,
): Promise<InvoiceReached> {
  const row = await lockInvoice(tx, id);
  if (!row) throw notFound(INVOICE_NOT_FOUND_TEXT);
  assertReaches(actor, 'update', 'Invoice', row, INVOICE_NOT_FOUND_TEXT);
  return row;
}

/**
 * After a write, inside its transaction: the invoice (whose status follows its payments and dates)
 * must still be inside the actor's update rules, else 403 and the transaction rolls back.
 */
export async function assertStillReached(
  tx: Queryable,
  actor: AppAbility,
  id: number,
  before: InvoiceReached,
): Promise<void> {
  const after = (await lockInvoice(tx, id)) ?? before;
  assertMayWrite(actor, 'update', 'Invoice', { before, after }, []);
}

/** Whether the actor's update rules reach the invoice both as it is and after a move to `to`. */
export function mayMove(actor: AppAbility, invoice: InvoiceReached, to: InvoiceStatus): boolean {
  return (
    actor.can('update', asSubject('Invoice', { ...invoice })) &&
    actor.can('update', asSubject('Invoice', { ...invoice, status: to }))
  );
}
