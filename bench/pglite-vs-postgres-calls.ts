/** The list calls the PGlite benchmarks measure (bench/pglite-vs-postgres.ts). */
export const PGLITE_CALLS: [string, string][] = [
  ['first page', '/api/apps/ecommerce/orders'],
  ['page 100', '/api/apps/ecommerce/orders?page=100'],
  ['sort by spent', '/api/apps/ecommerce/orders?sortBy=spent&orderBy=desc'],
  ['q=smith', '/api/apps/ecommerce/orders?q=smith'],
  ['customers q=a, by spent', '/api/apps/ecommerce/customers?q=a&sortBy=totalSpent&orderBy=desc'],
  ['products q=watch', '/api/apps/ecommerce/products?q=watch'],
];
