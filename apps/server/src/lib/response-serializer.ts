import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** What fastify-type-provider-zod accepts as a response schema: a zod type or `{ properties: zod }`. */
function zodTypeOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/** Generated writers by zod schema: routes share answer schemas, and tests build many apps in one process. */
const writers = new WeakMap<z.ZodType, Stringify | null>();

/**
 * A fast-json-stringify function generated from the zod schema's JSON Schema (the output side, which
 * the OpenAPI document shows): it writes the declared properties only, in the schema's order, as the
 * zod serializer does, without checking values. Null when the schema cannot be expressed that way.
 */
function fastStringify(schema: unknown): Stringify | null {
  const type = zodTypeOf(schema);
  if (!type) return null;
  let writer = writers.get(type);
  if (writer !== undefined) return writer;
  try {
    const json = z.toJSONSchema(type, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    writer = fastJson(json as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    writer = null;
  }
  writers.set(type, writer);
  return writer;
}

/**
 * The serializer compiler of every route's answers (docs/decisions/011). Each
 * answer is written by a function generated once per route and status from the route's zod schema,
 * the same schema the OpenAPI document is made from; it is compiled on the first answer, so that an
 * app built by a test compiles only what the test sends.
 *
 * `check` (on in the tests, `RESPONSE_CHECK`): every answer also goes through zod's serializer, which
 * refuses an answer that does not match its schema (a 500 with the issues in the log), and the two
 * texts must carry the same JSON, so the tests prove both that the answers follow the OpenAPI and that
 * the generated writer agrees with zod. Off, an answer is not checked against its schema: the writer
 * still keeps to the declared properties, but a value of the wrong type is written as it is.
 */
export function responseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    let fast: Stringify | null | undefined;
    let zod: Stringify | undefined;
    const checked = (data: unknown) => {
      zod ??= zodSerializerCompiler(route as never) as Stringify;
      return zod(data);
    };
    const write = (data: unknown) => {
      if (fast === undefined) fast = fastStringify(route.schema);
      return fast ? fast(data) : checked(data);
    };
    if (!options.check) return write;
    return (data: unknown) => {
      const expected = checked(data);
      const text = write(data);
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(
          `The answer writer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${text} where zod writes ${expected}`,
        );
      }
      return text;
    };
  };
}
