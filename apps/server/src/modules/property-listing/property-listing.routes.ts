import { emptyAnswer, messageAnswer, shopIdParam, validationErrorAnswer } from '@app/contracts';
import {
  propertyListing,
  propertyListingCreateBody,
  propertyListingListAnswer,
  propertyListingListQuery,
} from '@app/contracts/property-listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPropertyListing,
  getPropertyListing,
  listPropertyListingsPage,
  removePropertyListing,
} from './property-listing.service.ts';

const tags = ['apps: property listings'];
const access = (action: 'read' | 'create' | 'delete') =>
  ({ access: { action, subject: 'PropertyListing' } }) as const;

export const propertyListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/property-listings',
    {
      config: access('read'),
      schema: {
        operationId: 'propertyListingList',
        tags,
        summary:
          'A page of property listings, newest first (or by expected price); q is a part of the city, the address or the contact name; filters by property type and lister type',
        querystring: propertyListingListQuery,
        response: { 200: propertyListingListAnswer },
      },
    },
    (req) => listPropertyListingsPage(app.db, req.query),
  );

  app.get(
    '/api/property-listings/:id',
    {
      config: access('read'),
      schema: {
        operationId: 'propertyListingGet',
        tags,
        summary: 'One property listing, with its price per unit of area',
        params: shopIdParam,
        response: { 200: propertyListing, 404: messageAnswer },
      },
    },
    (req) => getPropertyListing(app.db, req.params.id),
  );

  app.post(
    '/api/property-listings',
    {
      config: access('create'),
      schema: {
        operationId: 'propertyListingCreate',
        tags,
        summary:
          'Create a property listing: 400 with the field and reason on bad input (a kind that does not fit the type, furnishings in an unfurnished property, a carpet area above the total area, a past date for a property under construction, a booking amount above the price)',
        body: propertyListingCreateBody,
        response: { 201: propertyListing, 400: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createPropertyListing(app.db, req.body)),
  );

  app.delete(
    '/api/property-listings/:id',
    {
      config: access('delete'),
      schema: {
        operationId: 'propertyListingDelete',
        tags,
        summary: 'Delete a property listing',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await removePropertyListing(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
