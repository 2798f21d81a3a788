import { describe, expect, it } from 'vitest';
import {
  countryPoints,
  dailyTraffic,
  deliveryShares,
  earningsRows,
  monthlyRevenue,
  ratio,
  slicesOf,
  tickStep,
} from './charts-data';

const name = (code: string, fallback: string) => `${fallback} (${code})`;

describe('charts catalogue data', () => {
  it('labels every key when they fit and about eight otherwise', () => {
    expect(tickStep(6)).toBe(1);
    expect(tickStep(8)).toBe(1);
    expect(tickStep(30)).toBe(4);
    expect(tickStep(0)).toBe(1);
  });

  it('gives a share of zero rather than a division by zero on an empty database', () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(0, 0)).toBe(0);
  });

  it('keeps the analytics days in order with their visits and page views', () => {
    const rows = dailyTraffic([
      { day: '2026-11-01', visits: 3, pageViews: 9, signUps: 1, orders: 0 },
      { day: '2026-11-02', visits: 5, pageViews: 12, signUps: 0, orders: 2 },
    ]);
    expect(rows).toEqual([
      { key: '2026-11-01', visits: 3, pageViews: 9 },
      { key: '2026-11-02', visits: 5, pageViews: 12 },
    ]);
  });

  it('gives the shop months and the CRM buckets the key both chart wrappers read', () => {
    expect(monthlyRevenue([{ month: '2026-10', revenue: 1200, orders: 4 }])).toEqual([
      { key: '2026-10', month: '2026-10', revenue: 1200, orders: 4 },
    ]);
    const earnings = earningsRows({
      bucket: 'day',
      rows: [{ key: '2026-11-03', orders: 2, sales: 300, revenue: 90 }],
    });
    expect(earnings[0]).toMatchObject({ key: '2026-11-03', month: '2026-11-03', revenue: 90 });
  });

  it('draws one dot per country that ordered, named in the reader language', () => {
    const points = countryPoints(
      [
        { country: 'France', countryCode: 'fr', orders: 4, revenue: 800, previousRevenue: 500 },
        { country: 'Chad', countryCode: 'td', orders: 0, revenue: 0, previousRevenue: 0 },
      ],
      name,
    );
    expect(points).toEqual([{ id: 'fr', x: 4, y: 800, name: 'France (fr)' }]);
  });

  it('orders donut slices largest first and leaves empty ones out', () => {
    const slices = slicesOf(
      [
        { name: 'Dispatched', count: 2 },
        { name: 'Delivered', count: 7 },
        { name: 'Ready to Pickup', count: 0 },
      ],
      (n) => ({ label: n.toUpperCase(), color: '#000' }),
    );
    expect(slices.map((s) => [s.id, s.value, s.label])).toEqual([
      ['Delivered', 7, 'DELIVERED'],
      ['Dispatched', 2, 'DISPATCHED'],
    ]);
  });

  it('turns the delivery figures into percentages with one decimal', () => {
    expect(
      deliveryShares({ shipments: 3, delivered: 2, onTime: 1, delayed: 2, averageDeliveryHours: null }),
    ).toEqual({ delivered: 66.7, onTime: 33.3 });
    expect(
      deliveryShares({ shipments: 0, delivered: 0, onTime: 0, delayed: 0, averageDeliveryHours: null }),
    ).toEqual({ delivered: 0, onTime: 0 });
  });
});
