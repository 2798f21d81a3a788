export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** The whole answer, for refusals that say more than one reason per field (a CSV import's rows). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined | string[]>;
type Options = {
  method?: string;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Take the answer index.html's script already asked for this GET, if any (`takeEarlyAnswer`). */
  early?: boolean;
  /** The QueryClient a query function was given (its context's `client`): a server render's answers through its own connection. */
  client?: object;
};

type Connection = {
  /** The signed-in user's bearer token, if any. */
  accessToken: () => string | undefined;
  /** What a 401 on a signed-in call does: forget the session and go to login with `to`. */
  onUnauthorized: () => void;
  /** How a call reaches the API: the browser's fetch, or the server's own, in process, while it renders a page. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};

let connection: Connection = { accessToken: () => undefined, onUnauthorized: () => undefined };
/** A server render's connections, one per render's QueryClient (src/ssr/page-markup.tsx). */
const byClient = new WeakMap<object, Connection>();

/**
 * The app says at start-up where the token comes from and what a 401 does; this layer knows no session.
 * With `client`, the connection serves only the query functions of that QueryClient (a server render's).
 */
export function connectApiClient(next: Connection, client?: object) {
  if (client) byClient.set(client, next);
  else connection = next;
}

/** The current bearer token, for calls made without `api` (uploads, which need XMLHttpRequest). */
export const accessToken = () => connection.accessToken();

/** What every signed-in call does on a 401, for calls made without `api` (uploads, exports). */
export function unauthorizedWith(token: string | undefined, status: number) {
  if (status === 401 && token) connection.onUnauthorized();
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

type EarlyAnswers = Record<string, { token: string | null; answer: Promise<Response> } | undefined>;

/**
 * The answer to a GET that index.html's first script asked before the app had loaded (the session check
 * of a signed-in page, docs/decisions/009-front-end-delivery.md), taken once, and only for the token the
 * app now holds; null otherwise (the caller asks the server as usual).
 */
export function takeEarlyAnswer(path: string, token: string | undefined): Promise<Response> | null {
  const early = (globalThis as { yunkongEarly?: EarlyAnswers }).yunkongEarly;
  const found = early?.[path];
  if (!early || !found) return null;
  early[path] = undefined;
  return found.token === token ? found.answer : null;
}

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const qs = options.query ? toSearchParams(options.query).toString() : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  const via = (options.client && byClient.get(options.client)) || connection;
  const token = via.accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const early = options.early && !options.method && !qs ? takeEarlyAnswer(path, token) : null;
  let res: Response;
  try {
    res = await (early ??
      (via.fetch ?? fetch)(`/api${path}${qs ? `?${qs}` : ''}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
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
    if (path !== '/auth/login' && res.status === 401 && token) via.onUnauthorized();
    const message =
      b.message ?? b.error ?? Object.values(b.errors ?? {})[0] ?? `Request failed (${res.status})`;
    throw new ApiError(res.status, message, b.errors ?? {}, body);
  }
  return body as T;
}
