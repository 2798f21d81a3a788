import { describe, expect, it } from 'vitest';
import { nextStatus } from './order-status';

describe('the status the change dialog suggests', () => {
  it('is the next step of the parcel', () => {
    expect(nextStatus('Ready to Pickup')).toBe('Dispatched');
    expect(nextStatus('Dispatched')).toBe('Out for Delivery');
    expect(nextStatus('Out for Delivery')).toBe('Delivered');
  });

  it('is never the status the order already has', () => {
    expect(nextStatus('Delivered')).toBe('Out for Delivery');
  });
});
