import type { OrderDetail } from '@app/contracts';

export type Activity = {
  key: string;
  orderId: number;
  order: number;
  kind: 'placed' | 'status' | 'items' | 'payment';
  status: string | null;
  note: string;
  createdAt: string;
};

/** The events of several orders as one list, newest first, at most `limit` of them. */
export function mergeActivity(orders: readonly OrderDetail[], limit = 20): Activity[] {
  const all = orders.flatMap((o) =>
    o.timeline.map((e) => ({
      key: `${o.id}-${e.id}`,
      orderId: o.id,
      order: o.order,
      kind: e.kind,
      status: e.status,
      // System sentences are said by the interface; a person's note on a status change is kept.
      note: e.kind === 'status' ? e.note : '',
      createdAt: e.createdAt,
    })),
  );
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
