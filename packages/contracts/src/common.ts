import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;

/** Missing or non-numeric values fall back to the default (spec 001 §5, §9); numbers out of range are refused. */
const numberOr = (fallback: number) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return fallback;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : fallback;
  }, z.number());

/**
 * The total of a list answer. Past a few thousand rows counting exactly costs more than the page
 * itself, so the server answers the planner's estimate there and says so with `totalIsEstimate`
 * (docs/spec-deviations.md); the UI shows it as "about …".
 */
export const listTotal = {
  total: z.number(),
  totalIsEstimate: z.literal(true).optional(),
};

export const pagingQuery = {
  page: numberOr(1).pipe(z.number().int('must be a whole number').min(1, 'must be at least 1')),
  itemsPerPage: numberOr(10).pipe(
    z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
  ),
};

/**
 * What a client sends to a list endpoint: the parsed query's fields, every filter optional, the page
 * and its size always named. Derived from the parsed type because z.input is no help here: the
 * preprocessing that tolerates a bad query string makes every input `unknown`.
 */
export type ListParams<Q extends { page: number; itemsPerPage: number }> = Partial<
  Omit<Q, 'page' | 'itemsPerPage'>
> &
  Pick<Q, 'page' | 'itemsPerPage'>;

export const orderBy = z.enum(['asc', 'desc']).optional();
export type OrderBy = 'asc' | 'desc';

/** Search text that is not a string counts as empty (spec 001 §5). */
export const searchText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().slice(0, 200) : ''),
  z.string(),
);

/**
 * An id as written in a path: digits only. `0x10`, ` 1`, `1e1` and `01` are refused instead of being
 * read as another number and acting on the wrong record.
 */
export const idInPath = (max: number, tooLarge: string) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]*)$/, 'must be a whole number')
    .refine((text) => text !== '0', 'must be positive')
    .transform(Number)
    .pipe(z.number().max(max, tooLarge));

export const idParam = z.object({ id: idInPath(2_147_483_647, 'is too large') });

export const messageAnswer = z.object({ message: z.string() });

export const validationErrorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The largest value of a PostgreSQL integer column: a bigger id is refused, never sent to the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a body. */
export const rowId = z
  .number('must be a number')
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ROW_ID, 'is too large');

/**
 * The version of a record an edit form loaded (docs/edit-conflicts.md). Sent with an update, the
 * server writes only if the record is still at that version, else answers 409 with `current`.
 * Left out, the update overwrites whatever is there (last write wins).
 */
export const editVersion = z
  .number('must be a number')
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_ROW_ID, 'is too large')
  .optional();

export const EDIT_CONFLICT_TEXT =
  'This record was changed by someone else since you opened it; compare, then keep yours or take theirs';

/**
 * A 409 of an update: a rule of the area (`errors` names the field) or an edit conflict (`current`
 * is the record as it is now, with its version).
 */
export const editConflictAnswer = <T extends z.ZodType>(current: T) =>
  validationErrorAnswer.extend({ current: current.optional() });
