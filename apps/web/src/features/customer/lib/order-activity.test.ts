import type { OrderDetail } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { mergeActivity } from './order-activity';

const detail = (id: number, order: number, events: [string, string, string | null][]) =>
  ({
    id,
    order,
    timeline: events.map(([kind, createdAt, status], i) => ({
      id: i + 1,
      kind,
      status,
      note: kind === 'placed' ? 'Order placed by the customer' : 'Handed to the courier',
      actor: null,
      createdAt,
    })),
  }) as unknown as OrderDetail;

describe('a customer’s order updates', () => {
  it('puts the updates of all recent orders together, newest first', () => {
    const activity = mergeActivity([
      detail(1, 1013, [
        ['placed', '2026-11-01T00:00:00Z', null],
        ['status', '2026-11-03T00:00:00Z', 'Dispatched'],
      ]),
      detail(2, 1020, [['placed', '2026-11-02T00:00:00Z', null]]),
    ]);
    expect(activity.map((a) => `${a.order} ${a.kind}`)).toEqual([
      '1013 status',
      '1020 placed',
      '1013 placed',
    ]);
    expect(activity[0].note).toBe('Handed to the courier');
    expect(activity[2].note).toBe('');
  });

  it('keeps only the latest updates', () => {
    const many = detail(
      1,
      1,
      Array.from(
        { length: 30 },
        (_, i) =>
          ['placed', `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00Z`, null] as [string, string, null],
      ),
    );
    expect(mergeActivity([many], 5)).toHaveLength(5);
  });
});
