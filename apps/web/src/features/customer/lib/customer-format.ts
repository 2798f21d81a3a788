/** Average spent per order; nothing for a customer without orders. */
export const averageOrder = (totalSpent: number, orders: number): number | null =>
  orders > 0 ? Math.round((totalSpent / orders) * 100) / 100 : null;
