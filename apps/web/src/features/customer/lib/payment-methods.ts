import type { Order } from '@app/contracts';

export type UsedMethod = { method: Order['method']; last4: string; uses: number; lastUsed: string };

/** The distinct cards and accounts of the orders, the most recently used first. */
export function paymentMethodsOf(orders: readonly Order[]): UsedMethod[] {
  const byKey = new Map<string, UsedMethod>();
  for (const o of orders) {
    const last4 = String(o.methodNumber).padStart(4, '0');
    const key = `${o.method}-${last4}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { method: o.method, last4, uses: 1, lastUsed: o.createdAt });
    else {
      seen.uses += 1;
      if (o.createdAt > seen.lastUsed) seen.lastUsed = o.createdAt;
    }
  }
  return [...byKey.values()].sort((a, b) => b.lastUsed.localeCompare(a.lastUsed));
}
