import {
  CATEGORY_NOT_FOUND_TEXT,
  type Category,
  type CategoryListAnswer,
  type CategoryListQuery,
  type categoryBody,
  type categoryUpdateBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  ancestorIds,
  type CategoryRow,
  categoryExists,
  categoryList,
  countProductsIn,
  deleteCategory as deleteCategoryRow,
  findCategory,
  insertCategory,
  takenCategoryFields,
  updateCategory as updateCategoryRow,
} from './category.repository.ts';

type CategoryData = z.output<typeof categoryBody>;
type CategoryUpdateData = z.output<typeof categoryUpdateBody>;
const TAKEN = 'is already taken';

/** 'Home Decor' → 'home-decor'; letters outside a-z (é, ü) lose their accents, others are dropped. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'category';
}

function taken(fields: ('name' | 'slug')[]): HttpError {
  const errors = Object.fromEntries(fields.map((f) => [f, TAKEN]));
  return new HttpError(409, { message: `${fields[0]} ${TAKEN}`, errors });
}

const stillHasProducts = (n: number) =>
  new HttpError(409, { message: `This category still has ${n} product${n === 1 ? '' : 's'}` });

/** Refuses, as a 400 on `field`, an id that names no category (a product's or a subcategory's parent). */
export async function assertCategoryExists(db: Queryable, id: number, field: string): Promise<void> {
  if (!(await categoryExists(db, id))) throw badRequest(field, 'is not a known category');
}

async function toRow(db: Queryable, body: CategoryData, id?: number): Promise<CategoryRow> {
  const slug = body.slug ?? slugify(body.name);
  if (body.parentId !== null) {
    await assertCategoryExists(db, body.parentId, 'parentId');
    if (id !== undefined && (await ancestorIds(db, body.parentId)).includes(id)) {
      throw badRequest('parentId', 'cannot be the category itself or one of its subcategories');
    }
  }
  const busy = await takenCategoryFields(db, body.name, slug, id);
  if (busy.length > 0) throw taken(busy);
  return { ...body, slug, description: sanitizeHtml(body.description) };
}

function raceToConflict(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return taken([(e.constraint ?? e.cause?.constraint ?? '').includes('slug') ? 'slug' : 'name']);
}

export async function listCategoriesPage(db: Db, query: CategoryListQuery): Promise<CategoryListAnswer> {
  const { rows, ...total } = await categoryList.page(db, query);
  return { categories: rows, ...total };
}

export async function getCategory(db: Queryable, id: number): Promise<Category> {
  const found = await findCategory(db, id);
  if (!found) throw notFound(CATEGORY_NOT_FOUND_TEXT);
  return found;
}

export async function createCategory(db: Db, body: CategoryData): Promise<Category> {
  try {
    const id = await db.transaction(async (tx) => insertCategory(tx, await toRow(tx, body)));
    return getCategory(db, id);
  } catch (error) {
    throw raceToConflict(error);
  }
}

export async function updateCategory(db: Db, id: number, data: CategoryUpdateData): Promise<Category> {
  const { version, ...body } = data;
  await guardEdit(
    async () => {
      try {
        await db.transaction(async (tx) => {
          await claimVersion(tx, categories, id, version);
          if (!(await categoryExists(tx, id))) throw notFound(CATEGORY_NOT_FOUND_TEXT);
          await updateCategoryRow(tx, id, await toRow(tx, body, id));
        });
      } catch (error) {
        throw raceToConflict(error);
      }
    },
    () => getCategory(db, id),
  );
  return getCategory(db, id);
}

/** A category that still has products is not deleted (409); its subcategories lose their parent. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await categoryExists(tx, id))) throw notFound(CATEGORY_NOT_FOUND_TEXT);
      const products = await countProductsIn(tx, id);
      if (products > 0) throw stillHasProducts(products);
      await deleteCategoryRow(tx, id);
    });
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    // A product added meanwhile makes the foreign key refuse the delete.
    if ((e?.code ?? e?.cause?.code) === '23503') throw stillHasProducts(await countProductsIn(db, id));
    throw error;
  }
}
