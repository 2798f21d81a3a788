import type { QueryClient } from '@tanstack/react-query';

type RenderedQuery = [key: unknown[], data: unknown];

/**
 * A page the server rendered (docs/decisions/018-landing-page-first-paint.md) comes with the data it
 * was drawn with, as `[queryKey, data]` pairs, taken once, at start (an empty list without them).
 */
export function readRenderedQueries(): RenderedQuery[] {
  const node = document.getElementById('ssr-queries');
  if (!node?.textContent) return [];
  node.remove();
  try {
    return JSON.parse(node.textContent) as RenderedQuery[];
  } catch {
    // A damaged script only costs the first fetch.
    return [];
  }
}

/** The app starts with the rendered answers in its cache, so it draws the page the same at once. */
export function takeRenderedQueries(client: QueryClient) {
  for (const [key, data] of readRenderedQueries()) client.setQueryData(key, data);
}
