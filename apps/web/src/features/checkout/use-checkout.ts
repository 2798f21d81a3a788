import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWizardSubmit } from '@/components/wizard/use-wizard-submit';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { checkoutQuoteQueryOptions, shippingCountriesQueryOptions, usePlaceOrder } from './api/checkout';
import {
  type CartLine,
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutForm,
  emptyCheckout,
} from './checkout-form';

/** The body fields whose server errors are shown on their field (the rest become one alert). */
const SERVER_FIELDS = [
  'customer.fullName',
  'customer.email',
  'customer.phone',
  'address.line1',
  'address.line2',
  'address.company',
  'address.city',
  'address.state',
  'address.postalCode',
  'address.country',
  'card.name',
  'card.number',
  'card.expiry',
  'card.cvc',
];

/**
 * What the checkout wizard and the one-page payment share: the form checked with the API's rules, the
 * cart, the live quote (once the cart has lines), and placing the order (server errors back on their
 * fields; `submit(onServerErrors)` lets the wizard open the step that holds them).
 */
export function useCheckout() {
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutForm),
    defaultValues: emptyCheckout,
    mode: 'onTouched',
  });
  const [cart, setCartState] = useState<CartLine[]>([]);
  const [cartError, setCartError] = useState(false);
  const place = usePlaceOrder();
  const values = form.watch();
  const items = cart.map((l) => ({ productId: l.product.id, qty: l.qty }));
  // A quantity typed digit by digit asks for one quote, not one per key (compared as text: a new
  // object each render would never settle).
  const quoteText = useDebouncedValue(JSON.stringify({ items, country: values.address.country }), 250);
  const quoteBody = JSON.parse(quoteText) as {
    items: typeof items;
    country: CheckoutFormValues['address']['country'];
  };
  const quote = useQuery({
    ...checkoutQuoteQueryOptions(quoteBody),
    enabled: quoteBody.items.length > 0,
  });
  // Only countries the shop ships to are offered; a chosen one it no longer ships to gives way.
  const countries = useQuery(shippingCountriesQueryOptions()).data?.countries;
  const country = values.address.country;
  useEffect(() => {
    if (countries?.length && !countries.includes(country as (typeof countries)[number]))
      form.setValue('address.country', countries[0]);
  }, [countries, country, form]);
  /** False, and the empty-cart message shown, when there is nothing to buy. */
  const checkCart = () => {
    setCartError(cart.length === 0);
    return cart.length > 0;
  };
  const { serverError, submit } = useWizardSubmit(form, SERVER_FIELDS, async (data) => {
    if (!checkCart()) return;
    await place.mutateAsync({ ...data, items });
  });
  const setCart = (next: CartLine[]) => {
    setCartState(next);
    setCartError(false);
  };
  const restart = () => {
    form.reset({
      ...emptyCheckout,
      address: { ...emptyCheckout.address, country: countries?.[0] ?? country },
    });
    setCartState([]);
    place.reset();
  };
  return {
    form,
    values,
    countries: countries ?? [country],
    cart,
    setCart,
    cartError,
    checkCart,
    quote,
    place,
    serverError,
    submit,
    restart,
  };
}
