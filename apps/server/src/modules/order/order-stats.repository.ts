import { type OrderStatsAnswer, orderStatuses, paymentStatuses } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMonthSummary } from '../../db/schema/index.ts';

/**
 * Counts by status and by payment, and the paid revenue, in one read-only snapshot; read from the
 * per-month summary that triggers keep equal to the orders (docs/decisions/012-dashboard-summaries.md):
 * all time is a few hundred month rows.
 */
export function orderStats(db: Db): Promise<OrderStatsAnswer> {
  return db.transaction(
    async (tx) => {
      const statuses = await tx
        .select({ key: orderMonthSummary.status, count: sql<number>`sum(${orderMonthSummary.orders})::int` })
        .from(orderMonthSummary)
        .groupBy(orderMonthSummary.status);
      const payments = await tx
        .select({
          key: orderMonthSummary.payment,
          count: sql<number>`sum(${orderMonthSummary.orders})::int`,
          cents: sql<number>`coalesce(sum(${orderMonthSummary.spentCents}), 0)`.mapWith(Number),
        })
        .from(orderMonthSummary)
        .groupBy(orderMonthSummary.payment);
      const byStatus: Record<string, number> = Object.fromEntries(orderStatuses.map((s) => [s, 0]));
      for (const row of statuses) byStatus[row.key] = row.count;
      const byPayment: Record<string, number> = Object.fromEntries(
        Object.values(paymentStatuses).map((name) => [name, 0]),
      );
      for (const row of payments) byPayment[paymentStatuses[row.key as 1 | 2 | 3 | 4]] = row.count;
      return {
        total: statuses.reduce((sum, s) => sum + s.count, 0),
        byStatus,
        byPayment,
        pendingPayment: byPayment.Pending,
        completed: byStatus.Delivered,
        cancelled: byPayment.Cancelled,
        failed: byPayment.Failed,
        paidRevenue: (payments.find((p) => p.key === 1)?.cents ?? 0) / 100,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
