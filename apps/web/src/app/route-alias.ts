import { type RegisteredRouter, redirect, type ValidateToPath } from '@tanstack/react-router';

/**
 * A second address of a page (spec 000 names both /dashboards/logistics and /apps/logistics/dashboard):
 * a `beforeLoad` that moves to the page's own route with the same search, so that there is one page,
 * one loader and one guard, and a link or bookmark to either address works.
 */
export const aliasOf =
  <TTo extends string>(to: ValidateToPath<RegisteredRouter, TTo>) =>
  ({ search }: { search: Record<string, unknown> }) => {
    throw redirect({ to, search: search as never, replace: true });
  };
