import { sessionStore } from '@/app/session/session-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined | string[]>;
type Options = { method?: string; body?: unknown; query?: Query; signal?: AbortSignal };

let onUnauthorized: () => void = () => undefined;
/** The router installs what a 401 does: log out and go to login with `to`. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else params.set(key, String(value));
  }
  return params;
}

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const qs = options.query ? toSearchParams(options.query).toString() : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionStore.get()?.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`/api${path}${qs ? `?${qs}` : ''}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }

  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const b = (body ?? {}) as { message?: string; errors?: Record<string, string>; error?: string };
    if (res.status === 401 && token && path !== '/auth/login') {
      sessionStore.clear();
      onUnauthorized();
    }
    const message =
      b.message ?? b.error ?? Object.values(b.errors ?? {})[0] ?? `Request failed (${res.status})`;
    throw new ApiError(res.status, message, b.errors ?? {});
  }
  return body as T;
}
