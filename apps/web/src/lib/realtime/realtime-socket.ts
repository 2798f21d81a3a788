import { WS_CLOSE } from '@app/contracts';

/**
 * One reconnecting WebSocket to /api/ws (docs/chat.md): it authenticates with the first message,
 * names the last event sequence number it saw so the server replays what it missed, drops events it
 * has already had, and reconnects with a growing, jittered delay. Closed for good on 4401/4403
 * (signed out, suspended, no access). A server restarting (1012) is answered with a reconnect within
 * a moment, not the backoff: the load balancer sends it to a process that stays, and the banner that
 * says the connection is lost is not shown for it. Meant to be shared by every live area (chat,
 * later the fleet map).
 */
export type RealtimeState = 'connecting' | 'open' | 'offline' | 'refused';

export type RealtimeOptions = {
  token: () => string | undefined;
  onEvent: (event: { type: string; seq?: number } & Record<string, unknown>) => void;
  onState?: (state: RealtimeState) => void;
  /** Backoff: first wait and the ceiling, in ms. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

const REFUSED = new Set<number>([WS_CLOSE.unauthorized, WS_CLOSE.forbidden]);
/**
 * After a 1012, a random wait below this: the sockets of a restarting process do not all arrive at
 * the same instant at the one that stays.
 */
export const RESTART_SPREAD_MS = 250;

export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private seq: number | undefined;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  state: RealtimeState = 'connecting';

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
    window.addEventListener('online', this.reconnectNow);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.reconnectNow);
    this.socket?.close(1000, 'Done');
    this.socket = null;
  }

  send(message: object): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN || this.state !== 'open') return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.state === 'open' || this.state === 'refused') return;
    clearTimeout(this.timer);
    this.connect();
  };

  private setState(state: RealtimeState) {
    this.state = state;
    this.options.onState?.(state);
  }

  private connect(): void {
    const token = this.options.token();
    if (!token || this.stopped) return;
    this.setState('connecting');
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${protocol}//${location.host}/api/ws`);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token, since: this.seq }));
    socket.onmessage = (message) => {
      let event: { type: string; seq?: number } & Record<string, unknown>;
      try {
        event = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (event.type === 'ready') {
        this.attempt = 0;
        this.seq = Number(event.seq);
        this.setState('open');
      } else if (event.type === 'refetch') {
        this.seq = Number(event.seq);
      } else if (typeof event.seq === 'number') {
        if (this.seq !== undefined && event.seq <= this.seq) return;
        this.seq = event.seq;
      }
      this.options.onEvent(event);
    };
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (REFUSED.has(close.code)) {
        this.setState('refused');
        return;
      }
      if (this.stopped) return;
      if (close.code === WS_CLOSE.serviceRestart) {
        this.setState('connecting');
        this.timer = setTimeout(() => this.connect(), Math.random() * RESTART_SPREAD_MS);
        return;
      }
      this.setState('offline');
      const base = Math.min(
        this.options.maxDelayMs ?? 30_000,
        (this.options.minDelayMs ?? 500) * 2 ** this.attempt,
      );
      this.attempt += 1;
      this.timer = setTimeout(() => this.connect(), base / 2 + Math.random() * (base / 2));
    };
  }
}
