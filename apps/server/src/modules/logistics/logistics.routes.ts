import {
  emptyAnswer,
  logisticsCitiesAnswer,
  logisticsDashboardAnswer,
  logisticsDashboardQuery,
  logisticsMapStyleAnswer,
  messageAnswer,
  shopIdParam,
  validationErrorAnswer,
  vehicle,
  vehicleCreateBody,
  vehicleListAnswer,
  vehicleListQuery,
  vehiclePatchBody,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVehicle,
  getVehicle,
  listVehiclesPage,
  patchVehicle,
  removeVehicle,
} from './logistics.service.ts';
import { loadLogisticsDashboard } from './logistics-dashboard.service.ts';
import { logisticsCities } from './logistics-places.ts';

const tags = ['logistics'];
const read = { access: { action: 'read', subject: 'Logistics' } } as const;
const create = { access: { action: 'create', subject: 'Logistics' } } as const;
const update = { access: { action: 'update', subject: 'Logistics' } } as const;
const remove = { access: { action: 'delete', subject: 'Logistics' } } as const;
const url = '/api/apps/logistics/vehicles';

export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    {
      config: read,
      schema: {
        operationId: 'logisticsVehicleList',
        tags,
        summary:
          'A page of vehicles with their routes and positions, sorted by location, route, warnings or progress',
        querystring: vehicleListQuery,
        response: { 200: vehicleListAnswer },
      },
    },
    (req) => listVehiclesPage(app.db, req.query),
  );

  app.get(
    `${url}/:id`,
    {
      config: read,
      schema: {
        operationId: 'logisticsVehicleGet',
        tags,
        summary: 'One vehicle with its route and position',
        params: shopIdParam,
        response: { 200: vehicle, 404: messageAnswer },
      },
    },
    (req) => getVehicle(app.db, req.params.id),
  );

  app.post(
    url,
    {
      config: create,
      schema: {
        operationId: 'logisticsVehicleCreate',
        tags,
        summary: 'Add a vehicle between two listed cities; its route is drawn between them',
        body: vehicleCreateBody,
        response: { 201: vehicle, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createVehicle(app.db, req.body)),
  );

  app.patch(
    `${url}/:id`,
    {
      config: update,
      schema: {
        operationId: 'logisticsVehicleUpdate',
        tags,
        summary: "Set a vehicle's progress along its route and its warning",
        params: shopIdParam,
        body: vehiclePatchBody,
        response: { 200: vehicle, 404: messageAnswer },
      },
    },
    (req) => patchVehicle(app.db, req.params.id, req.body),
  );

  app.delete(
    `${url}/:id`,
    {
      config: remove,
      schema: {
        operationId: 'logisticsVehicleDelete',
        tags,
        summary: 'Remove a vehicle; its past shipments stay, without a vehicle',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await removeVehicle(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/apps/logistics/dashboard',
    {
      config: read,
      schema: {
        operationId: 'logisticsDashboardGet',
        tags,
        summary:
          'Fleet overview, shipment statistics, delivery performance, delay reasons and shipments by country over a period (from, to) and the period before it',
        querystring: logisticsDashboardQuery,
        response: { 200: logisticsDashboardAnswer },
      },
    },
    (req) => loadLogisticsDashboard(app.db, req.query),
  );

  app.get(
    '/api/apps/logistics/cities',
    {
      config: read,
      schema: {
        operationId: 'logisticsCityList',
        tags,
        summary: 'The cities a vehicle may start from or go to',
        response: { 200: logisticsCitiesAnswer },
      },
    },
    () => logisticsCities.map(({ city, country, countryCode }) => ({ city, country, countryCode })),
  );

  app.get(
    '/api/apps/logistics/map-style',
    {
      config: read,
      schema: {
        operationId: 'logisticsMapStyleGet',
        tags,
        summary:
          'The tile style URL of the fleet map (MAP_STYLE_URL), or null for the bundled offline outline',
        response: { 200: logisticsMapStyleAnswer },
      },
    },
    () => ({ styleUrl: app.config.MAP_STYLE_URL ?? null }),
  );
};
