import type { OrderEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { toTimeline } from './order-timeline';

const event = (patch: Partial<OrderEvent>): OrderEvent => ({
  id: 1,
  kind: 'placed',
  status: null,
  note: '',
  actor: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});

describe('order timeline', () => {
  it('lists the newest change first and marks it as the current state', () => {
    const entries = toTimeline([
      event({ id: 1, note: 'Order placed by the customer' }),
      event({ id: 2, kind: 'status', status: 'Dispatched', createdAt: '2026-11-02T10:00:00.000Z' }),
      event({
        id: 3,
        kind: 'status',
        status: 'Delivered',
        note: 'Left at the door',
        createdAt: '2026-11-03T10:00:00.000Z',
      }),
    ]);
    expect(entries.map((e) => e.values.status ?? e.key)).toEqual(['Delivered', 'Dispatched', 'placed']);
    expect(entries.map((e) => e.current)).toEqual([true, false, false]);
    expect(entries[0].note).toBe('Left at the door');
  });

  it('does not show the system sentence of a placed order, which is translated instead', () => {
    const [placed] = toTimeline([event({ note: 'Order placed by the customer' })]);
    expect(placed.key).toBe('placed');
    expect(placed.note).toBeNull();
  });

  it('reads a quantity change so it can be said in any language', () => {
    const [entry] = toTimeline([
      event({ kind: 'items', note: 'Quantity of PlayStation 5 changed from 3 to 1' }),
    ]);
    expect(entry.key).toBe('itemsChanged');
    expect(entry.values).toEqual({ product: 'PlayStation 5', from: 3, to: 1 });
  });
});
