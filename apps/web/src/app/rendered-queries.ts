import type { QueryClient } from '@tanstack/react-query';

/**
 * A page the server rendered (docs/decisions/018-landing-page-first-paint.md) comes with the data it
 * was drawn with, as `[queryKey, data]` pairs: the app starts with the same answers in its cache, so it
 * draws the page the same at once instead of a loading state. Taken once, at start.
 */
export function takeRenderedQueries(client: QueryClient) {
  const node = document.getElementById('ssr-queries');
  if (!node?.textContent) return;
  node.remove();
  try {
    const queries = JSON.parse(node.textContent) as [unknown[], unknown][];
    for (const [key, data] of queries) client.setQueryData(key, data);
  } catch {
    // A damaged script only costs the first fetch.
  }
}
