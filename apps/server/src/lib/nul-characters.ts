import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Objects and arrays inside one another, at most; no form or record of the API needs more than a few. */
export const MAX_INPUT_DEPTH = 64;

export type InputProblem = { path: string; reason: string };

const NUL = 'must not contain a NUL character';
const TOO_DEEP = `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first problem of `value` that the database or the process would otherwise meet later: a string
 * (or key) holding a NUL character, which PostgreSQL text cannot store, named by its dotted path (''
 * for `value` itself); or objects and arrays nested deeper than MAX_INPUT_DEPTH (path ''). The walk
 * keeps its own stack: a body of 400,000 `[` would overflow the call stack of a recursive one.
 */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: { item: unknown; path: string; depth: number; key?: string }[] = [
    { item: value, path: '', depth: 0 },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, path, depth, key } = next;
    if (key?.includes('\u0000')) return { path, reason: NUL };
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { path, reason: NUL };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: '', reason: TOO_DEEP };
    const entries = Object.entries(item);
    // Pushed last to first, so that they are looked at in order.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [name, child] = entries[i];
      stack.push({ item: child, path: join(path, name), depth: depth + 1, key: name });
    }
  }
  return null;
}

/**
 * A preValidation hook: a NUL character anywhere in the params, query or body a route declares is a
 * 400 naming the field, and a body nested too deep a 400 naming the body (what a route does not
 * declare it never reads).
 */
export async function refuseNulCharacters(req: FastifyRequest): Promise<void> {
  const schema = req.routeOptions.schema ?? {};
  const parts = [
    ['params', schema.params ? req.params : undefined],
    ['query', schema.querystring ? req.query : undefined],
    ['body', schema.body ? req.body : undefined],
  ] as const;
  for (const [part, value] of parts) {
    const problem = inputProblem(value);
    if (problem !== null) throw badRequest(problem.path || part, problem.reason);
  }
}
