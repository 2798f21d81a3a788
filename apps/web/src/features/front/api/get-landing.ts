import type { LandingAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const landingQueryOptions = () =>
  queryOptions({
    queryKey: ['landing'],
    queryFn: ({ signal }) => api<LandingAnswer>('/pages/landing', { signal }),
  });

/** The data the server rendered the landing page with (docs/decisions/018), taken once. */
export function takeRenderedLanding(): LandingAnswer | undefined {
  if (typeof document === 'undefined') return undefined;
  const node = document.getElementById('ssr-landing');
  if (!node?.textContent) return undefined;
  node.remove();
  return JSON.parse(node.textContent) as LandingAnswer;
}
