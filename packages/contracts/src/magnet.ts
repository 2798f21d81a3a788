import { z } from 'zod';
import { editVersion, listTotal, orderBy, pagingQuery, searchText } from './common.ts';
import { parseMagnet } from './magnet-uri.ts';

/**
 * The magnet link catalogue (/admin/magnet, docs/admin-tools.md). Imported as `@app/contracts/magnet`,
 * not from the index, so the parser stays in the pages that use it.
 */

export * from './magnet-uri.ts';

export const MAGNET_NOT_FOUND_TEXT = 'Magnet link not found';
export const MAGNET_DUPLICATE_TEXT = 'is already in the catalogue (same info-hash)';
export const MAGNET_MAX_TAGS = 5;

export const magnetSortKeys = ['name', 'length', 'createdAt'] as const;
export type MagnetSortKey = (typeof magnetSortKeys)[number];

const tagText = z
  .string('must be text')
  .trim()
  .toLowerCase()
  .min(1, 'must not be empty')
  .max(30, 'must have at most 30 characters')
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} _.-]*$/u,
    'may hold only letters, digits, spaces, dots, dashes and underscores',
  );

/** A link's tags: free words, each once, kept in the order given. */
export const magnetTags = z
  .array(tagText, 'must be a list of tags')
  .max(MAGNET_MAX_TAGS, `must be at most ${MAGNET_MAX_TAGS}`)
  .transform((tags) => [...new Set(tags)]);

/**
 * GET /api/admin/magnets: q is a part of the display name or of the hex info-hash; a whole hash in hex
 * or base32, or a pasted magnet link, finds that link by its hash. tag keeps the links carrying it.
 */
export const magnetListQuery = z.object({
  q: searchText,
  tag: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase().slice(0, 30) : ''),
    z.string(),
  ),
  sortBy: z.enum(magnetSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type MagnetListQuery = z.infer<typeof magnetListQuery>;

export const magnetLink = z.object({
  id: z.number(),
  /** The link as it was pasted (trimmed). */
  uri: z.string(),
  infoHash: z.string(),
  name: z.string().nullable(),
  trackers: z.array(z.string()),
  /** Exact length in bytes (`xl`), when the link gives it. */
  length: z.number().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  /** Moves on every change of its tags (docs/edit-conflicts.md). */
  version: z.number(),
});
export type MagnetLink = z.infer<typeof magnetLink>;

export const magnetListAnswer = z.object({ magnets: z.array(magnetLink), ...listTotal });
export type MagnetListAnswer = z.infer<typeof magnetListAnswer>;

/** A magnet link, checked by the shared parser: the reason of a refusal names what is wrong with it. */
export const magnetUriText = z
  .string('must be text')
  .trim()
  .superRefine((uri, ctx) => {
    const parsed = parseMagnet(uri);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.reason });
  });

/** POST /api/admin/magnets. */
export const magnetCreateBody = z.object({ uri: magnetUriText, tags: magnetTags.default([]) });
export type MagnetCreateBody = z.input<typeof magnetCreateBody>;

/** PUT /api/admin/magnets/:id/tags: the link's tags, replaced, with the version the dialog loaded. */
export const magnetTagsBody = z.object({ tags: magnetTags, version: editVersion });
export type MagnetTagsBody = z.input<typeof magnetTagsBody>;
