import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * SQL text builders for the set-based shop seed. Every "random" value is a pure function of a row
 * number and a salt, so PGlite and PostgreSQL of any version produce the same rows.
 * Only numbers from the code and fixed word lists end up in this text, never user input.
 */

const bulkDraws = new AsyncLocalStorage<boolean>();

/**
 * Runs a bulk load (`--scale N`) whose draws (`rnd`) hash the row number with `hashint8extended`
 * instead of md5: the same distributions, about 0.8 µs of CPU less per value, some 70 million values
 * at a million orders (decision 013). The demo keeps the md5 draws, so its rows,
 * which tests and journeys know by name, stay the same.
 */
export const withBulkDraws = <T>(load: () => Promise<T>): Promise<T> => bulkDraws.run(true, load);

/** A whole number in [0, m) drawn from row number `i` and `salt`. */
export const rnd = (i: string, salt: number, m: number): string =>
  bulkDraws.getStore()
    ? `((hashint8extended((${i})::bigint, ${salt}) & 2147483647) % ${m})`
    : `((('x' || substr(md5((${i})::text || '-${salt}'), 1, 8))::bit(32)::bigint) % ${m})`;

/**
 * Row 1..n mapped one-to-one onto numbers that look random: the first `span` rows onto
 * start..start+span-1, the next `span` rows onto the following block, and so on (7919 is prime, so the
 * step visits every number of a block once).
 */
export const permuted = (i: string, start: number, span: number): string =>
  `(${start} + ((((${i})::bigint - 1) % ${span}) * 7919 + 13) % ${span} + (((${i})::bigint - 1) / ${span}) * ${span})`;

const literal = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** ARRAY[...] of the values; index it with `pick`. */
export const array = (values: readonly (string | number)[]): string =>
  `(ARRAY[${values.map(literal).join(', ')}])`;

/** The element of `values` at a zero-based index expression. */
export const pick = (values: readonly (string | number)[], index: string): string =>
  `${array(values)}[(${index}) + 1]`;

/**
 * A value drawn with weights (in twentieths: the weights must add up to 20). The expression is
 * evaluated once, as an index into an array that repeats each value `weight` times.
 */
export const weighted = (i: string, salt: number, choices: [string | number, number][]): string => {
  const slots = choices.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));
  if (slots.length !== 20) throw new Error('weights must add up to 20');
  return pick(slots, rnd(i, salt, 20));
};

/** Today at midnight UTC: every seeded date lies before it, so two seeds on one day are identical. */
export const ANCHOR = `(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

/**
 * When row i of n happened: spread over the last `days`, strictly increasing with i (the jitter stays
 * below the spacing), so "newest first" by id and by date agree.
 */
export const spreadTime = (i: string, n: number, days: number, salt: number): string => {
  const spacing = Math.max(1, Math.floor((days * 86_400) / n));
  return `(${ANCHOR} - ((${n} - (${i}))::bigint * ${spacing} + ${rnd(i, salt, spacing)} + 60) * interval '1 second')`;
};

/**
 * Add `baseId` to k to get the id of the k-th (1-based) of the last `count` rows the statement before
 * inserted into `table` (identity ids of one statement are consecutive), on an empty table or not.
 */
export const baseId = (table: string, count: number): string =>
  `(select coalesce(max(id), 0) - ${count} from ${table})`;

/**
 * How many row numbers to skip so that `permuted(i + skip, start, span)` starts a block above every
 * number `column` already holds: an added batch never collides with the demo or with earlier batches.
 */
export const skipPast = (column: string, table: string, start: number, span: number): string =>
  `(select coalesce(ceil((max(${column}) - ${start} + 1)::numeric / ${span})::bigint * ${span}, 0) from ${table})`;
