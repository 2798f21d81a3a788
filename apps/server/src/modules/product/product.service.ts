import {
  type BulkDeleteAnswer,
  dollarsToCents,
  PRODUCT_NOT_FOUND_TEXT,
  type ProductDetail,
  type ProductListAnswer,
  type ProductListQuery,
  type productBody,
  type productUpdateBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppAbility } from '../../auth/ability.ts';
import { assertMayWrite, assertReaches, reachableRows } from '../../auth/row-rules.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { assertCategoryExists } from '../category/category.service.ts';
import {
  deleteProducts,
  findProduct,
  insertProduct,
  lockProduct,
  type ProductRow,
  productList,
  productRuleColumns,
  type RowReach,
  skuTaken,
  updateProduct as updateProductRow,
} from './product.repository.ts';
import { productStats } from './product-stats.repository.ts';
import { findProductsForSale, lockProductsForSale, takeFromStock } from './product-stock.repository.ts';

type ProductData = z.output<typeof productBody>;
type ProductUpdateData = z.output<typeof productUpdateBody>;

/** The spec's answer to deleting a missing product: 404 with an empty body. */
const missing = () => new HttpError(404, null);

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23503';
};

/** A concurrent write that slipped past the checks still gets a clear 409 or 400, not a 500. */
function raceToAnswer(error: unknown): unknown {
  if (isUniqueViolation(error)) return conflict('sku', 'is already taken');
  if (isForeignKeyViolation(error)) return badRequest('categoryId', 'is not a known category');
  return error;
}

async function toRow(db: Queryable, body: ProductData, exceptId?: number): Promise<ProductRow> {
  await assertCategoryExists(db, body.categoryId, 'categoryId');
  if (await skuTaken(db, body.sku, exceptId)) throw conflict('sku', 'is already taken');
  return {
    name: body.productName,
    brand: body.productBrand,
    categoryId: body.categoryId,
    sku: body.sku,
    barcode: body.barcode,
    description: sanitizeHtml(body.description),
    priceCents: dollarsToCents(body.price),
    discountedPriceCents: body.discountedPrice === null ? null : dollarsToCents(body.discountedPrice),
    qty: body.qty,
    stock: body.stock ?? body.qty > 0,
    status: body.status,
    images: body.images,
    image: body.images[0] ?? null,
    tags: [...new Set(body.tags)],
    variants: body.variants,
  };
}

/** The products a reader's rules reach, for the list, its total and the export (decision 015). */
export function readableProducts(ability: AppAbility): RowReach {
  return { reach: reachableRows(ability, 'read', 'Product', productRuleColumns) };
}

export async function listProductsPage(
  db: Db,
  query: ProductListQuery & RowReach,
): Promise<ProductListAnswer> {
  const { rows, ...total } = await productList.page(db, query);
  return { products: rows, ...total };
}

/** One product; with `reader`, a product outside the reader's rules answers 404 like an unknown one. */
export async function getProduct(db: Queryable, id: number, reader?: AppAbility): Promise<ProductDetail> {
  const found = await findProduct(db, id);
  if (!found) throw notFound(PRODUCT_NOT_FOUND_TEXT);
  if (reader) {
    const { status, categoryId } = found;
    assertReaches(reader, 'read', 'Product', { status, categoryId }, PRODUCT_NOT_FOUND_TEXT);
  }
  return found;
}

/**
 * The product's rule fields, locked until the transaction ends, when the actor's update rules reach
 * it (decision 015); an unknown product and one outside the rules both answer 404.
 */
async function lockReachedProduct(tx: Queryable, actor: AppAbility, id: number) {
  const row = await lockProduct(tx, id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND_TEXT);
  assertReaches(actor, 'update', 'Product', row, PRODUCT_NOT_FOUND_TEXT);
  return row;
}

export async function createProduct(db: Db, body: ProductData): Promise<ProductDetail> {
  try {
    const id = await db.transaction(async (tx) => insertProduct(tx, await toRow(tx, body)));
    return getProduct(db, id);
  } catch (error) {
    throw raceToAnswer(error);
  }
}

/**
 * Replaces the product. The actor's update rules must reach it (404 otherwise, before the version is
 * compared, so a stale form shows nothing outside the rules) and still reach it afterwards (403): a
 * member who may change only Draft-like statuses cannot publish it (decision 015).
 */
export async function updateProduct(
  db: Db,
  actor: AppAbility,
  id: number,
  data: ProductUpdateData,
): Promise<ProductDetail> {
  const { version, ...body } = data;
  await guardEdit(
    async () => {
      try {
        await db.transaction(async (tx) => {
          const before = await lockReachedProduct(tx, actor, id);
          await claimVersion(tx, products, id, version);
          const row = await toRow(tx, body, id);
          const after = { status: row.status, categoryId: row.categoryId };
          assertMayWrite(actor, 'update', 'Product', { before, after }, []);
          await updateProductRow(tx, id, row);
        });
      } catch (error) {
        throw raceToAnswer(error);
      }
    },
    () => getProduct(db, id),
  );
  return getProduct(db, id);
}

/**
 * Deletes one product (the spec's mock removed three). Its reviews go with it; order lines keep
 * their copy of the name, sku and price and lose only the link. A product the deleter's rules do not
 * reach answers as an unknown one (decision 015).
 */
export async function deleteProduct(db: Db, id: number, deleter: AppAbility): Promise<void> {
  const reach = reachableRows(deleter, 'delete', 'Product', productRuleColumns);
  if ((await db.transaction((tx) => deleteProducts(tx, [id], reach))) === 0) throw missing();
}

/** Deletes the products; unknown ones and those outside the deleter's rules are skipped. */
export async function bulkDeleteProducts(
  db: Db,
  ids: number[],
  deleter: AppAbility,
): Promise<BulkDeleteAnswer> {
  const reach = reachableRows(deleter, 'delete', 'Product', productRuleColumns);
  return { deleted: await db.transaction((tx) => deleteProducts(tx, [...new Set(ids)], reach)) };
}

/** The figures above the product list. */
export function loadProductStats(db: Db) {
  return productStats(db);
}

export type ReservedProduct = { id: number; name: string; sku: string; unitPriceCents: number; qty: number };

/**
 * Takes `qty` of each product out of stock for an order, in the caller's transaction: every product
 * must exist, be published and have enough left, else 400 naming the cart line. The rows are locked
 * in id order, so two orders for the last unit cannot both get it. The price is the discounted one
 * when there is one. `reserve: false` only checks (a quote).
 */
export async function reserveProducts(
  db: Queryable,
  items: { productId: number; qty: number }[],
  reserve = true,
): Promise<ReservedProduct[]> {
  const found = await lockProductsForSale(
    db,
    items.map((i) => i.productId),
    reserve,
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  const out: ReservedProduct[] = [];
  for (const [index, item] of items.entries()) {
    const product = byId.get(item.productId);
    if (product?.status !== 'Published') {
      throw badRequest(`items.${index}.productId`, 'is not a product for sale');
    }
    if (product.qty < item.qty) {
      throw badRequest(
        `items.${index}.qty`,
        product.qty === 0 ? `${product.name} is out of stock` : `only ${product.qty} of ${product.name} left`,
      );
    }
    out.push({
      id: product.id,
      name: product.name,
      sku: product.sku,
      unitPriceCents: product.discountedPriceCents ?? product.priceCents,
      qty: item.qty,
    });
  }
  if (reserve) await takeFromStock(db, out);
  return out;
}

/** Up to 24 products a visitor can buy now (published, in stock), by name, for the checkout. */
export async function productsForSale(db: Queryable, q: string) {
  const rows = await findProductsForSale(db, q.trim(), 24);
  return rows.map(({ priceCents, discountedPriceCents, ...p }) => ({
    ...p,
    price: priceCents / 100,
    discountedPrice: discountedPriceCents === null ? null : discountedPriceCents / 100,
  }));
}
