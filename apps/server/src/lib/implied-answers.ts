import { messageAnswer, validationErrorAnswer } from '@app/contracts';
import type { RouteOptions } from 'fastify';

const invalid = validationErrorAnswer.describe('The request is invalid; `errors` names each field at fault');
const signedOut = messageAnswer.describe('No session, or it has ended: sign in again');
const denied = messageAnswer.describe('The signed-in user lacks the right this route needs');
const deniedField = validationErrorAnswer.describe(
  'The signed-in user lacks the right this route needs, or a rule limits the fields it may set: `errors` names each field refused',
);
const tooLarge = messageAnswer.describe('The body is larger than the server accepts');
const wrongType = messageAnswer.describe('The body is of a content type this route does not read');

/**
 * An onRoute hook that adds the answers a route's declaration alone decides, so that the OpenAPI
 * document lists them and no route repeats them: 400 with the field errors when it validates params,
 * query or body (the validator compiler); 401 unless it is public and 403 when it needs a right (the
 * access hook in auth/plugin.ts); 413 and 415 when it is sent a body (the body parser). A route declares
 * only what its service adds (404, 409, 429…); a code it declares itself keeps the route's schema.
 */
export function addImpliedAnswers(route: RouteOptions): void {
  const { schema } = route;
  if (!schema || schema.hide || !route.url.startsWith('/api')) return;
  const access = route.config?.access;
  const validates = Boolean(schema.params || schema.querystring || schema.body);
  // The body parser runs on every POST, PUT and PATCH, also where the route reads no body.
  const methods = [route.method].flat();
  const takesBody = methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m));
  const implied = {
    ...(validates ? { 400: invalid } : {}),
    ...(access && access !== 'public' ? { 401: signedOut } : {}),
    ...(typeof access === 'object'
      ? { 403: route.config?.rowRules && takesBody ? deniedField : denied }
      : {}),
    ...(takesBody ? { 413: tooLarge, 415: wrongType } : {}),
  };
  route.schema = { ...schema, response: { ...implied, ...(schema.response as object | undefined) } };
}
