import type { OrderStatus } from '@app/contracts';

/** The usual path of a parcel; the API allows any other status, this only picks the suggestion. */
const FLOW: OrderStatus[] = ['Ready to Pickup', 'Dispatched', 'Out for Delivery', 'Delivered'];

/** The status the change dialog offers first: the next step, or the one before for a delivered order. */
export function nextStatus(current: OrderStatus): OrderStatus {
  const at = FLOW.indexOf(current);
  return at < FLOW.length - 1 ? FLOW[at + 1] : FLOW[at - 1];
}
