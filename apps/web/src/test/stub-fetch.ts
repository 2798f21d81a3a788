import { vi } from 'vitest';

export type StubbedCall = { url: string; body: unknown };

/**
 * The API answered by `answers[path]` ([status, body], path without `/api`; 404 otherwise) for the rest
 * of the test; what the page sent is recorded, bodies parsed.
 */
export function stubFetch(answers: Record<string, [number, unknown]>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '');
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = answers[path] ?? [404, { message: 'not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
