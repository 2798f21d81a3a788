export * from './account-security.ts';
export * from './auth.ts';
export * from './ecommerce.ts';
export * from './ecommerce-orders.ts';
export * from './ecommerce-summaries.ts';
export * from './invoice.ts';
export * from './mail-out.ts';
