import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The dotted path of the first string in `value` that holds a NUL character ('' for `value` itself),
 * or null. PostgreSQL text cannot store U+0000, so such input would otherwise fail in the database.
 */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A preValidation hook: a NUL character anywhere in the params, query or body a route declares is a
 * 400 naming the field (what a route does not declare it never reads).
 */
export async function refuseNulCharacters(req: FastifyRequest): Promise<void> {
  const schema = req.routeOptions.schema ?? {};
  const parts = [
    ['params', schema.params ? req.params : undefined],
    ['query', schema.querystring ? req.query : undefined],
    ['body', schema.body ? req.body : undefined],
  ] as const;
  for (const [part, value] of parts) {
    const at = nulCharacterPath(value);
    if (at !== null) throw badRequest(at || part, 'must not contain a NUL character');
  }
}
