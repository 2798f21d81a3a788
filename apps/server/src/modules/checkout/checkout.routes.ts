import {
  checkoutCountriesAnswer,
  checkoutOrderAnswer,
  checkoutOrderBody,
  checkoutProductsAnswer,
  checkoutProductsQuery,
  checkoutQuoteAnswer,
  checkoutQuoteBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsForSale } from '../product/product.service.ts';
import { placeCheckoutOrder, quoteCheckout, shippingCountries } from './checkout.service.ts';

const tags = ['e-commerce: checkout'];
const open = { access: 'public' as const };

/** The shop's checkout, open to visitors (docs/checkout.md). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/checkout/products',
    {
      config: open,
      schema: {
        operationId: 'checkoutProducts',
        tags,
        summary:
          'Up to 24 products for sale now (published, in stock) whose name or brand contains q, by name',
        querystring: checkoutProductsQuery,
        response: { 200: checkoutProductsAnswer },
      },
    },
    async (req) => ({ products: await productsForSale(app.db, req.query.q) }),
  );

  app.get(
    '/api/checkout/countries',
    {
      config: open,
      schema: {
        operationId: 'checkoutCountries',
        tags,
        summary:
          'The countries the shop ships to: those a zone of the shipping settings lists with at least one rate',
        response: { 200: checkoutCountriesAnswer },
      },
    },
    async () => ({ countries: await shippingCountries(app.db) }),
  );

  app.post(
    '/api/checkout/quote',
    {
      config: open,
      schema: {
        operationId: 'checkoutQuote',
        tags,
        summary:
          'Prices a cart delivered to a country: lines, subtotal, shipping rate from the shop settings, total',
        body: checkoutQuoteBody,
        response: { 200: checkoutQuoteAnswer },
      },
    },
    (req) => quoteCheckout(app.db, req.body),
  );

  app.post(
    '/api/checkout/orders',
    {
      config: open,
      schema: {
        operationId: 'checkoutPlaceOrder',
        tags,
        summary:
          'Places an order: stock taken, customer found or created by e-mail, payment Pending (no card is charged), a confirmation mailed to the buyer; 20 orders per 10 minutes per address',
        body: checkoutOrderBody,
        response: { 201: checkoutOrderAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await placeCheckoutOrder(app, req.body, req.ip)),
  );
};
