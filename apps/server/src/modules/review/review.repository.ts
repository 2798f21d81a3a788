import type { Review, ReviewListQuery, ReviewStatus } from '@app/contracts';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers, products, reviews } from '../../db/schema/index.ts';
import { keptPage, keptSearchesOf } from '../../lib/kept-searches.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { firstIds, orderClause, pageOfIds } from '../../lib/paging.ts';
import { type Lookup, searchThrough, textSearch } from '../../lib/search.ts';

const columns = {
  id: reviews.id,
  product: products.name,
  productId: reviews.productId,
  companyName: products.brand,
  productImage: products.image,
  reviewer: customers.name,
  customerId: customers.customerNumber,
  email: customers.email,
  avatar: customers.avatar,
  date: sql<string>`to_char(${reviews.reviewedAt} at time zone 'UTC', 'MM/DD/YYYY')`,
  // Check constraints keep status to the contract's values and rating to 1-5.
  status: sql<ReviewStatus>`${reviews.status}`,
  review: reviews.rating,
  head: reviews.head,
  para: reviews.para,
  reviewedAt: reviews.reviewedAt,
};

export const reviewSortColumns = {
  product: products.name,
  reviewer: customers.name,
  date: reviews.reviewedAt,
  status: reviews.status,
};

/** q as "the review's product has it in the name" and "the review's customer in the name or e-mail". */
const searchLookups = (q: string): Lookup[] => [
  { fk: reviews.productId, table: products, id: products.id, match: textSearch(q, [products.name]) },
  {
    fk: reviews.customerId,
    table: customers,
    id: customers.id,
    match: textSearch(q, [customers.name, customers.email]),
    deep: 'hashed',
  },
];

/**
 * The list's filters on the reviews table alone: q looks the products and customers up (id lookups in
 * the form lookupCondition chooses for the page or the count), so paging and counting never join them.
 */
async function listFilter(
  db: Queryable,
  query: ReviewListQuery,
  rowsNeeded: number | 'count',
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const lookups = await searchThrough(db, searchLookups(query.q), rowsNeeded);
    conditions.push(or(...lookups, textSearch(query.q, [reviews.head, reviews.para])));
  }
  if (query.status !== 'All') conditions.push(eq(reviews.status, query.status));
  if (query.rating) conditions.push(eq(reviews.rating, query.rating));
  if (query.productId) conditions.push(eq(reviews.productId, query.productId));
  return and(...conditions);
}

/**
 * A search as lib/kept-searches.ts keeps it: its values and sort, and the tables whose writes change
 * its rows (q searches the products' names and the customers' names and e-mails).
 */
function keptSearch(query: ReviewListQuery) {
  if (!query.q) return undefined;
  const { q, status, rating, productId, sortBy, orderBy } = query;
  return {
    key: JSON.stringify(['reviews', q, status, rating, productId, sortBy, orderBy]),
    tables: ['reviews', 'customers', 'products'],
  };
}

/** Exact up to EXACT_COUNT_LIMIT reviews, then the planner's estimate, flagged; a search's kept with it. */
export async function countReviews(db: Queryable, query: ReviewListQuery): Promise<ListTotal> {
  const count = async () => {
    const where = await listFilter(db, query, 'count');
    return cappedCount(db, db.select({ id: reviews.id }).from(reviews).where(where));
  };
  const search = keptSearch(query);
  return search ? keptSearchesOf(db).total(search, count) : count();
}

function select(db: Queryable) {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId));
}

const toReview = ({ reviewedAt, ...rest }: { reviewedAt: Date } & Omit<Review, 'createdAt'>): Review => ({
  ...rest,
  createdAt: reviewedAt.toISOString(),
});

/** The ids of the reviews in the list's order, joined to the product or customer only to sort by its name. */
function orderedIds(db: Queryable, sort: Pick<ReviewListQuery, 'sortBy' | 'orderBy'>) {
  const order = orderClause(reviewSortColumns, sort.sortBy, sort.orderBy, [desc(reviews.id)], reviews.id);
  let ids = db.select({ id: reviews.id }).from(reviews).$dynamic();
  if (sort.sortBy === 'product') ids = ids.innerJoin(products, eq(products.id, reviews.productId));
  if (sort.sortBy === 'reviewer') ids = ids.innerJoin(customers, eq(customers.id, reviews.customerId));
  return { ids, order };
}

/**
 * One page: the ids of the page from the reviews alone (an index walk in the sort order), then the
 * product and customer of those rows only; sorting by their names joins only the one it needs.
 */
export async function listReviews(db: Queryable, query: ReviewListQuery): Promise<Review[]> {
  const search = keptSearch(query);
  if (search) {
    // A search's pages come from its kept ids (lib/kept-searches.ts), read with q's lookups in the
    // forms chosen for n rows, while no review, customer or product was written since.
    const read = async (n: number) => {
      const { ids, order } = orderedIds(db, query);
      const where = await listFilter(db, query, n);
      return firstIds(ids, where, order, n);
    };
    const rows = (ids: number[]) => select(db).where(inArray(reviews.id, ids));
    const kept = await keptPage(db, search, query, read, rows);
    if (kept) return kept.map(toReview);
  }
  const { ids, order } = orderedIds(db, query);
  const page = pageOfIds(ids, await listFilter(db, query, query.page * query.itemsPerPage), order, query);
  const rows = await db
    .select(columns)
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .orderBy(...order);
  return rows.map(toReview);
}

export async function findReview(db: Queryable, id: number): Promise<Review | null> {
  const [row] = await select(db).where(eq(reviews.id, id));
  return row ? toReview(row) : null;
}

export async function setReviewStatus(db: Queryable, id: number, status: ReviewStatus): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ status })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

export async function deleteReviews(db: Queryable, ids: number[]): Promise<number> {
  const deleted = await db.delete(reviews).where(inArray(reviews.id, ids)).returning({ id: reviews.id });
  return deleted.length;
}
