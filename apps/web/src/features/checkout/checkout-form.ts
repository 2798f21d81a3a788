import { type CheckoutProduct, checkoutOrderBody } from '@app/contracts';
import type { z } from 'zod';

/** The wizard's form: everything the order needs but the cart, checked with the API's own rules. */
export const checkoutForm = checkoutOrderBody.omit({ items: true });
export type CheckoutFormInput = z.input<typeof checkoutForm>;
export type CheckoutFormValues = z.output<typeof checkoutForm>;

export type CartLine = { product: CheckoutProduct; qty: number };

export const emptyCheckout: CheckoutFormInput = {
  customer: { fullName: '', email: '', phone: '' },
  address: {
    line1: '',
    line2: '',
    company: '',
    city: '',
    state: '',
    postalCode: '',
    country: 'United States',
  },
  card: { name: '', number: '', expiry: '', cvc: '' },
};

export const unitPrice = (p: CheckoutProduct) => p.discountedPrice ?? p.price;
