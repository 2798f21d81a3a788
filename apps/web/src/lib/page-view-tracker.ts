/**
 * Page views of the app, sent to POST /api/analytics/events in batches without ever holding the page
 * up: a view is queued; the queue goes out when it holds BATCH_SIZE views, FLUSH_MS after the first
 * queued one, or when the page is hidden or left (fetch with keepalive, which outlives the page). A
 * failed send is dropped: analytics never retries at the reader's expense. docs/analytics.md.
 */

export const BATCH_SIZE = 10;
export const FLUSH_MS = 4000;
const ENDPOINT = '/api/analytics/events';

type PageView = { type: 'page_view'; path: string; at: number; referrer?: string };

export type TrackerOptions = {
  /** The signed-in user's token, so the views are theirs; none on front pages. */
  accessToken: () => string | undefined;
  /** Where the browser keeps its random visitor id. */
  visitorKey: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  send?: (body: string, token: string | undefined) => void;
  now?: () => number;
  referrer?: string;
};

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function visitorIdOf(storage: TrackerOptions['storage'], key: string): string {
  try {
    const known = storage?.getItem(key);
    if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
    const id = randomId();
    storage?.setItem(key, id);
    return id;
  } catch {
    // Storage refused (private mode): a visitor per page load.
    return randomId();
  }
}

const sendWithKeepalive = (body: string, token: string | undefined) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  void fetch(ENDPOINT, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined);
};

export function createPageViewTracker(options: TrackerOptions) {
  const { accessToken, visitorKey, storage, send = sendWithKeepalive, now = Date.now } = options;
  let queue: PageView[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let referrer: string | undefined = options.referrer;
  let lastPath: string | undefined;
  const visitorId = visitorIdOf(storage, visitorKey);

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    send(JSON.stringify({ visitorId, events }), accessToken());
  };

  return {
    visitorId,
    /** Queues a view of `path` (the pathname, without query or hash); a repeat of the same path is one view. */
    track(path: string) {
      if (path === lastPath) return;
      lastPath = path;
      const view: PageView = { type: 'page_view', path: path.slice(0, 300), at: now() };
      // The landing's referrer goes with the first view only.
      if (referrer !== undefined) {
        view.referrer = referrer.slice(0, 2000);
        referrer = undefined;
      }
      queue.push(view);
      if (queue.length >= BATCH_SIZE) flush();
      else if (!timer) timer = setTimeout(flush, FLUSH_MS);
    },
    flush,
  };
}

/** Starts tracking for the running app: flushes when the page is hidden or left. */
export function startPageViewTracker(options: Omit<TrackerOptions, 'storage' | 'referrer'>) {
  const tracker = createPageViewTracker({ ...options, storage: localStorage, referrer: document.referrer });
  addEventListener('pagehide', tracker.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.flush();
  });
  return tracker;
}
