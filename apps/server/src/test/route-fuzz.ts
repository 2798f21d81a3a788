import fc from 'fast-check';

/**
 * Requests for any route of the API, generated with fast-check from the route's own OpenAPI
 * description (itself made from the routes' zod schemas): values that fit the schema, its
 * boundaries, and hostile ones (issue 12): wrong types, nulls, huge and negative numbers, NaN text,
 * long strings, NUL characters, unicode and RTL marks, `__proto__` keys, SQL and LIKE metacharacters,
 * malformed JSON, wrong content types and ids that are not plain decimal digits.
 */

/** The part of JSON Schema that the generated OpenAPI document uses. */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
};

export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: Schema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type FuzzRequest = {
  url: string;
  /** Path parameters that are not plain decimal digits: the request must not act on any record. */
  looseIds: string[];
  headers: Record<string, string>;
  payload?: string;
};

const LONG = 'x'.repeat(20_000);
/** Text that has broken servers before: NUL, SQL and LIKE metacharacters, RTL overrides, odd numbers. */
const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '%_\\',
  '\u202Egnp.exe',
  '\u200F\u061C\u200E',
  'مرحبا',
  '😀',
  '\uD800',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '-0',
  '0x10',
  '99999999999999999999999999',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  `\${7*7}{{7*7}}`,
  LONG,
);
/** Numbers around and past the money columns' range (bigint cents, a JS number's exact integers). */
const hugeNumber = fc.oneof(
  fc.constantFrom(2 ** 53, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 9.3e18, 1e15, 1e19, 1e21, 92_233_720_368_547.75),
  fc.double({ min: 1e12, max: 1e22, noNaN: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hugeNumber,
  fc.constantFrom(null, true, false, 0, -1, -0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31),
  fc.constant([]),
  fc.constant({}),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
);

/** A value that fits `schema` (often at its bounds), or by design one that does not. */
export function anyValueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** A value that fits `schema`; `strict` keeps hostile values out of its fields too. */
function fitting(schema: Schema | undefined, depth: number, strict = false): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, depth + 1, strict)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      const edges = fc.constantFrom(min, max, min - 1, max + 1);
      const inside =
        type === 'integer'
          ? fc.integer({
              min: Math.ceil(Math.max(min, -(2 ** 31))),
              max: Math.floor(Math.min(max, 2 ** 31 - 1)),
            })
          : fc.double({ min, max, noNaN: true });
      return fc.oneof(inside, edges);
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(
        strict ? fitting(schema.items, depth + 1, true) : anyValueFor(schema.items, depth + 1),
        {
          minLength: Math.min(schema.minItems ?? 0, 5),
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        },
      );
    case 'object':
      return objectOf(schema, depth, strict);
    default:
      return hostileValue;
  }
}

function stringOf(schema: Schema): fc.Arbitrary<unknown> {
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const choices: fc.Arbitrary<unknown>[] = [fc.string({ minLength, maxLength, unit: 'grapheme' })];
  if (schema.format === 'email') choices.push(fc.emailAddress());
  if (schema.format === 'date-time')
    choices.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.format === 'date')
    choices.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (schema.pattern) {
    try {
      choices.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength));
    } catch {
      // A pattern fast-check cannot generate from: the other choices still cover the field.
    }
  }
  // Just past each bound.
  choices.push(fc.constant('y'.repeat(maxLength + 1)));
  if (minLength > 0) choices.push(fc.constant('y'.repeat(minLength - 1)));
  return fc.oneof(...choices);
}

function objectOf(schema: Schema, depth: number, strict: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const field = (s: Schema | undefined) => (strict ? fitting(s, depth + 1, true) : anyValueFor(s, depth + 1));
  const model = Object.fromEntries(names.map((name) => [name, field(properties[name])]));
  const required = (schema.required ?? []).filter((name) => names.includes(name));
  const record = fc.record(model, { requiredKeys: required });
  if (strict) return record;
  return record.chain((value) =>
    // Sometimes a required field goes missing, or an unknown or prototype-polluting key comes along.
    fc.constantFrom('as is', 'drop one', 'extra').map((how) => {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (how === 'drop one' && required.length) delete copy[required[0] as string];
      if (how === 'extra') {
        copy.id = 1;
        copy.passwordHash = 'x';
        Object.defineProperty(copy, '__proto__', { value: { admin: true }, enumerable: true });
      }
      return copy;
    }),
  );
}

/** Path parameters: ids of no record, and ids that a loose parser would read as some record. */
const looseId = fc.constantFrom('0x10', '1e3', ' 1', '%201', '1.0', '+1', '-1', '٣', '1%00', '01a', 'x');
const unknownId = fc.constantFrom('999999999', '2147483648', '0');

function queryValue(schema: Schema | undefined): fc.Arbitrary<string | string[]> {
  const text = fc.oneof(
    {
      weight: 3,
      arbitrary: fitting(schema, 0).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    },
    { weight: 2, arbitrary: hostileText },
  );
  // A repeated parameter arrives as an array.
  return fc.oneof(
    { weight: 5, arbitrary: text },
    { weight: 1, arbitrary: fc.array(text, { minLength: 2, maxLength: 3 }) },
  );
}

/** A request for `method path`, made from its OpenAPI operation. */
export function requestOf(path: string, method: string, op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(method);

  const pathArb = fc.tuple(
    ...pathParams.map(() =>
      fc.oneof(
        unknownId.map((v) => ({ value: v, loose: false })),
        looseId.map((v) => ({ value: v, loose: true })),
      ),
    ),
  );
  const queryArb = fc.tuple(
    ...queryParams.map((p) =>
      fc
        .option(queryValue(p.schema), { nil: undefined, freq: p.required ? 10 : 2 })
        .map((v) => [p.name, v] as const),
    ),
  );
  const bodyArb: fc.Arbitrary<{ payload?: string; type?: string }> = takesBody
    ? fc.oneof(
        {
          weight: 3,
          arbitrary: anyValueFor(jsonSchema ?? { type: 'object' }).map((v) => ({
            payload: JSON.stringify(v) ?? 'null',
          })),
        },
        // Bodies that fit the schema throughout, so that writes are carried out and checked too.
        {
          weight: 3,
          arbitrary: fitting(jsonSchema ?? { type: 'object' }, 0, true).map((v) => ({
            payload: JSON.stringify(v) ?? 'null',
          })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { payload: '{"a":', type: 'application/json' },
            { payload: '', type: 'application/json' },
            { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
            { payload: 'plain words', type: 'text/plain' },
            {
              payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
              type: 'multipart/form-data',
            },
            { payload: '[1,2,3]', type: 'application/json' },
          ),
        },
      )
    : fc.constant({});

  return fc.tuple(pathArb, queryArb, bodyArb).map(([ids, query, body]) => {
    let i = 0;
    const url = path.replace(/\{[^}]+\}/g, () =>
      encodeURIComponent(ids[i++]?.value ?? '1').replace(/%25/g, '%'),
    );
    const search = new URLSearchParams();
    for (const [name, value] of query) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
    }
    const qs = search.toString();
    const headers: Record<string, string> = {};
    if (body.payload !== undefined) headers['content-type'] = body.type ?? 'application/json';
    return {
      url: qs ? `${url}?${qs}` : url,
      looseIds: ids.filter((id) => id.loose).map((id) => id.value),
      headers,
      payload: body.payload,
    };
  });
}
