import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseFailure, databaseFailureMessage, RETRY_AFTER_SECONDS } from './database-errors.ts';
import { HttpError } from './errors.ts';

/** What busboy throws for a body it cannot read: no boundary, a truncated part or header. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|\w+ terminated early due to unexpected end of multipart data)/;

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** One place that turns every failure into a clear answer; 5xx details stay in the log. */
export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(error.body ?? undefined);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation as Issue[]) {
      const field =
        issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
      errors[field] ??= issue.message ?? 'is invalid';
    }
    const [field, reason] = Object.entries(errors)[0] ?? ['request', 'is invalid'];
    return reply.code(400).send({ message: `${field} ${reason}`, errors });
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.code(500).send({ message: 'Something went wrong' });
  }
  const failure = databaseFailure(error);
  if (failure === 'abandoned') {
    // Nobody is listening: 499 (client closed request) only marks it in the log.
    req.log.info('client went away; its query was cancelled');
    return reply.code(499).send({ message: 'Client closed request' });
  }
  if (failure) {
    req.log.warn({ err: error }, `database ${failure}`);
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return reply.code(503).send({ message: databaseFailureMessage[failure] });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'This content type is not accepted'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'The request body is not valid JSON'
              : error.message;
    return reply.code(status).send({ message });
  }
  if (MALFORMED_MULTIPART.test(error.message ?? '')) {
    // The multipart parser's own errors, should one escape the route that reads the parts.
    return reply.code(400).send({
      message: 'The multipart/form-data body is malformed or incomplete',
      errors: { body: 'could not be read' },
    });
  }
  req.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong' });
}
