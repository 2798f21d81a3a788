export * from './auth.ts';
export * from './ecommerce.ts';
