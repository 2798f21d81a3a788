import type { OrderEvent } from '@app/contracts';

export type TimelineEntry = {
  id: number;
  /** A key of the orders namespace under `timeline.`, and what it needs. */
  key: 'placed' | 'status' | 'items' | 'itemsChanged' | 'payment';
  values: Record<string, string | number>;
  /** What the staff member wrote, shown as it is. */
  note: string | null;
  actor: string | null;
  createdAt: string;
  /** The latest entry is the order's current state. */
  current: boolean;
};

/** The server writes this sentence for a quantity change; it is read back so it can be translated. */
const QTY_CHANGE = /^Quantity of (.+) changed from (\d+) to (\d+)$/;

/**
 * The order's events, newest first, each as a sentence key to translate. System notes (the seed's
 * "Order placed by the customer", the quantity sentence) become keys; a person's note stays as written.
 */
export function toTimeline(events: readonly OrderEvent[]): TimelineEntry[] {
  const sorted = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return sorted.map((event, index): TimelineEntry => {
    const base = { id: event.id, actor: event.actor, createdAt: event.createdAt, current: index === 0 };
    if (event.kind === 'status') {
      return { ...base, key: 'status', values: { status: event.status ?? '' }, note: event.note || null };
    }
    if (event.kind === 'items') {
      const match = QTY_CHANGE.exec(event.note);
      if (match) {
        const [, product, from, to] = match;
        return {
          ...base,
          key: 'itemsChanged',
          values: { product, from: Number(from), to: Number(to) },
          note: null,
        };
      }
      return { ...base, key: 'items', values: {}, note: event.note || null };
    }
    if (event.kind === 'payment') return { ...base, key: 'payment', values: {}, note: event.note || null };
    return { ...base, key: 'placed', values: {}, note: null };
  });
}
