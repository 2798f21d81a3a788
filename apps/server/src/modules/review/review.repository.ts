import type { Review, ReviewListQuery, ReviewStatus } from '@app/contracts';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers, products, reviews } from '../../db/schema/index.ts';
import { likePattern, orderClause, pageOffset } from '../../lib/paging.ts';

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

function listFilter(query: ReviewListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(customers.name, pattern),
        ilike(customers.email, pattern),
        ilike(reviews.head, pattern),
        ilike(reviews.para, pattern),
      ),
    );
  }
  if (query.status !== 'All') conditions.push(eq(reviews.status, query.status));
  if (query.rating) conditions.push(eq(reviews.rating, query.rating));
  if (query.productId) conditions.push(eq(reviews.productId, query.productId));
  return and(...conditions);
}

/** Counts without products and customers unless q searches their names. */
export async function countReviews(db: Queryable, query: ReviewListQuery): Promise<number> {
  let count = db.select({ count: sql<number>`count(*)::int` }).from(reviews).$dynamic();
  if (query.q) {
    count = count
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId));
  }
  const [row] = await count.where(listFilter(query));
  return row.count;
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

export async function listReviews(db: Queryable, query: ReviewListQuery): Promise<Review[]> {
  const order = orderClause(reviewSortColumns, query.sortBy, query.orderBy, [desc(reviews.id)], reviews.id);
  const rows = await select(db)
    .where(listFilter(query))
    .orderBy(...order)
    .limit(query.itemsPerPage)
    .offset(pageOffset(query.page, query.itemsPerPage));
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
