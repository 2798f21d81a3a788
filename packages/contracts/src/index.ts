export * from './ability.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './permission.ts';
export * from './role.ts';
export * from './search.ts';
export * from './user.ts';
