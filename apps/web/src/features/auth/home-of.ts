/**
 * Where a signed-in user goes after signing in: the first page of the menu their rules open. The shell
 * works it out from its menu (app/guards.ts) and the routes hand it to the sign-in pages.
 */
export type HomeOf = () => Promise<string>;
