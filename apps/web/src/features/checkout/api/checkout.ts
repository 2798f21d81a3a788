import type {
  CheckoutCountriesAnswer,
  CheckoutOrderAnswer,
  CheckoutOrderBody,
  CheckoutProduct,
  CheckoutQuoteAnswer,
  CheckoutQuoteBody,
} from '@app/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryOptions } from '@/lib/queries/order';

const checkoutKey = ['checkout'] as const;

/** Products a buyer may add now (published, in stock), by name; `q` filters name and brand. */
export const saleProductsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...checkoutKey, 'products', q],
    queryFn: ({ signal, client }) =>
      api<{ products: CheckoutProduct[] }>('/checkout/products', { query: { q }, signal, client }),
    placeholderData: keepPreviousData,
  });

/** The countries the shop ships to (its shipping settings): the only ones a buyer is offered. */
export const shippingCountriesQueryOptions = () =>
  queryOptions({
    queryKey: [...checkoutKey, 'countries'],
    queryFn: ({ signal, client }) => api<CheckoutCountriesAnswer>('/checkout/countries', { signal, client }),
  });

/** The cart priced for a country: lines at today's prices, the shop's shipping rate, the total. */
export const checkoutQuoteQueryOptions = (body: CheckoutQuoteBody) =>
  queryOptions({
    queryKey: [...checkoutKey, 'quote', body],
    queryFn: ({ signal, client }) =>
      api<CheckoutQuoteAnswer>('/checkout/quote', { method: 'POST', body, signal, client }),
    retry: false,
  });

/** Places the order; the order lists and the stock shown are then out of date. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutOrderBody) =>
      api<CheckoutOrderAnswer>('/checkout/orders', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: checkoutKey }),
      ]),
  });
}
