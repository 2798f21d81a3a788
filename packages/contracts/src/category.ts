import { z } from 'zod';
import { editVersion, listTotal, orderBy, pagingQuery, rowId, searchText } from './common.ts';
import { imageUrl, productStatuses } from './product.ts';

export const categorySortKeys = ['name', 'products', 'earning', 'status'] as const;
export type CategorySortKey = (typeof categorySortKeys)[number];

/** GET /api/apps/ecommerce/categories: q matches name, slug or description; default order by name. */
export const categoryListQuery = z.object({
  q: searchText,
  sortBy: z.enum(categorySortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const category = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  image: z.string().nullable(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  status: z.enum(productStatuses),
  productCount: z.number(),
  /** Revenue of the category's products over all orders, in dollars. */
  totalEarning: z.number(),
  createdAt: z.string(),
  /** Moves on every write (docs/edit-conflicts.md). */
  version: z.number(),
});
export type Category = z.infer<typeof category>;

export const categoryListAnswer = z.object({ categories: z.array(category), ...listTotal });
export type CategoryListAnswer = z.infer<typeof categoryListAnswer>;

/** POST and PUT /api/apps/ecommerce/categories(/:id). The slug is made from the name when left out. */
export const categoryBody = z.object({
  name: z.string().trim().min(2, 'must have at least 2 characters').max(60, 'is too long'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, 'is too long')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'may hold only lowercase letters, digits and single dashes')
    .optional(),
  description: z.string().max(10_000, 'is too long').default(''),
  image: imageUrl.nullable().default(null),
  parentId: rowId.nullable().default(null),
  status: z.enum(productStatuses, `must be one of ${productStatuses.join(', ')}`).default('Published'),
});
export type CategoryBody = z.input<typeof categoryBody>;

/** PUT /api/apps/ecommerce/categories/:id: the category with the version the form loaded. */
export const categoryUpdateBody = categoryBody.extend({ version: editVersion });
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;

export const CATEGORY_NOT_FOUND_TEXT = 'Category not found';
