import type { Review, ReviewListQuery, ReviewStatus } from '@app/contracts';
import { and, desc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers, products, reviews } from '../../db/schema/index.ts';
import { keptPage, keptTotal } from '../../lib/kept-searches.ts';
import { cappedCount, countStatements, countWith, type ListTotal } from '../../lib/list-count.ts';
import { firstIds, orderClause, pageOfIds, pageSlots, pageWindow } from '../../lib/paging.ts';
import { listShape, shaped } from '../../lib/prepared.ts';
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

/**
 * The list's sorts. A name sort breaks its ties by the named row (lib/paging.ts orderClause): a walk of
 * the (name, id) index then feeds each product's or customer's reviews in order, where the name alone
 * left every review of that name to read and sort for each page.
 */
export const reviewSortColumns = {
  product: [products.name, products.id],
  reviewer: [customers.name, customers.id],
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

/** The filters besides q that a call sets ('All' and empty values set none): values or placeholders. */
type FieldFilters = { [K in 'status' | 'rating' | 'productId']?: ReviewListQuery[K] | Placeholder };

const fieldFiltersOf = (query: ReviewListQuery) => ({
  status: query.status !== 'All' ? query.status : undefined,
  rating: query.rating || undefined,
  productId: query.productId || undefined,
});

const fieldConditions = ({ status, rating, productId }: FieldFilters): (SQL | undefined)[] => [
  status === undefined ? undefined : eq(reviews.status, status),
  rating === undefined ? undefined : eq(reviews.rating, rating),
  productId === undefined ? undefined : eq(reviews.productId, productId),
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
  const conditions = fieldConditions(fieldFiltersOf(query));
  if (query.q) {
    const lookups = await searchThrough(db, searchLookups(query.q), rowsNeeded);
    conditions.unshift(or(...lookups, textSearch(query.q, [reviews.head, reviews.para])));
  }
  return and(...conditions);
}

/**
 * The statements of a list call without q, built once per shape (lib/prepared.ts): the filters set and
 * the sort, their values placeholders. undefined with q, whose lookups change with its value.
 */
function preparedList(db: Queryable, query: ReviewListQuery) {
  if (query.q) return undefined;
  const { key, slots } = listShape('reviews', fieldFiltersOf(query), query);
  return shaped(db, key, (name) => {
    const where = and(...fieldConditions(slots));
    return {
      page: pageQuery(db, query, where, pageSlots).prepare(`${name}_page`),
      count: countStatements(db, db.select({ id: reviews.id }).from(reviews).where(where), `${name}_count`),
    };
  });
}

const placeholderValues = (query: ReviewListQuery) => ({ ...fieldFiltersOf(query), ...pageWindow(query) });

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
  const prepared = preparedList(db, query);
  if (prepared) return countWith(db, prepared.count, placeholderValues(query));
  const count = async () => {
    const where = await listFilter(db, query, 'count');
    return cappedCount(db, db.select({ id: reviews.id }).from(reviews).where(where));
  };
  const search = keptSearch(query);
  return keptTotal(db, search, count);
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
function pageQuery(
  db: Queryable,
  sort: Pick<ReviewListQuery, 'sortBy' | 'orderBy'>,
  where: SQL | undefined,
  paging: Parameters<typeof pageOfIds>[3],
) {
  const { ids, order } = orderedIds(db, sort);
  const page = pageOfIds(ids, where, order, paging);
  return db
    .select(columns)
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .orderBy(...order);
}

export async function listReviews(db: Queryable, query: ReviewListQuery): Promise<Review[]> {
  const prepared = preparedList(db, query);
  if (prepared) return (await prepared.page.execute(placeholderValues(query))).map(toReview);
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
  const where = await listFilter(db, query, query.page * query.itemsPerPage);
  return (await pageQuery(db, query, where, query)).map(toReview);
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
