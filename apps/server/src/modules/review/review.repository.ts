import type { Review, ReviewStatus } from '@app/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customers, products, reviews } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';
import { textSearch } from '../../lib/search.ts';

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

/**
 * The review list, declared once (lib/list-query.ts). Paging and counting read the reviews table
 * alone: q looks the products and customers up (id lookups in the form chosen for the page or the
 * count), and they are joined for the page's rows only, or the one a name sort needs.
 */
export const reviewList = defineList({
  name: 'reviews',
  table: reviews,
  id: reviews.id,
  columns,
  toItem: toReview,
  join: (rows) =>
    rows
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId)),
  changes: ['reviews', 'customers', 'products'],
  filters: {
    status: {
      where: (v) => eq(reviews.status, v),
      when: (v) => v !== undefined && v !== 'All',
      index: 'reviews_status_idx (status, id)',
    },
    rating: { where: (v) => eq(reviews.rating, v), index: 'reviews_rating_idx (rating, id)' },
    productId: { where: (v) => eq(reviews.productId, v), index: 'reviews_product_idx (product_id, id)' },
  },
  search: {
    // q as "the review's product has it in the name", "the review's customer in the name or e-mail",
    // or the review's own heading or text.
    through: (q) => [
      { fk: reviews.productId, table: products, id: products.id, match: textSearch(q, [products.name]) },
      {
        fk: reviews.customerId,
        table: customers,
        id: customers.id,
        match: textSearch(q, [customers.name, customers.email]),
        deep: 'hashed',
      },
    ],
    text: [reviews.head, reviews.para],
    index:
      'products_name_trgm_idx, customers_{name,email}_trgm_idx, reviews_{product,customer}_idx, reviews_{head,para}_trgm_idx',
  },
  // A name sort breaks its ties by the named row: a walk of the (name, id) index then feeds each
  // product's or customer's reviews in order, where the name alone left every review of that name
  // to read and sort for each page.
  sorts: {
    product: {
      by: products.name,
      tiebreak: [products.id],
      join: (ids) => ids.innerJoin(products, eq(products.id, reviews.productId)),
      index: 'products_name_idx (name, id), reviews_product_idx (product_id, id)',
    },
    reviewer: {
      by: customers.name,
      tiebreak: [customers.id],
      join: (ids) => ids.innerJoin(customers, eq(customers.id, reviews.customerId)),
      index: 'customers_name_idx (name, id), reviews_customer_idx (customer_id, id)',
    },
    date: { by: reviews.reviewedAt, index: 'reviews_reviewed_at_idx (reviewed_at, id)' },
    status: { by: reviews.status, index: 'reviews_status_idx (status, id)' },
  },
});

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
