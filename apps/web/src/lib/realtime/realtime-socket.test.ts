import { WS_CLOSE } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTART_SPREAD_MS, RealtimeSocket, type RealtimeState } from './realtime-socket';

/** A stand-in for the browser's WebSocket: the test opens and closes it as the server would. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts the socket and the token. */
  accept(seq: number) {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', seq, userId: 1 }) });
  }
  /** The server closes it with `code`. */
  closedBy(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('the realtime socket', () => {
  let states: RealtimeState[];
  let socket: RealtimeSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    states = [];
    socket = new RealtimeSocket({
      token: () => 'a-token',
      onEvent: () => undefined,
      onState: (s) => states.push(s),
    });
    socket.start();
  });
  afterEach(() => {
    socket.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reconnects within a moment when the server restarts (1012), saying it is connecting, not offline', () => {
    FakeSocket.made[0].accept(7);
    FakeSocket.made[0].closedBy(WS_CLOSE.serviceRestart);
    expect(states.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(RESTART_SPREAD_MS);
    expect(FakeSocket.made).toHaveLength(2);
    // The new socket asks for what it missed since the last event it saw.
    FakeSocket.made[1].onopen?.();
    expect(JSON.parse(FakeSocket.made[1].sent[0])).toEqual({ type: 'auth', token: 'a-token', since: 7 });
    expect(states).not.toContain('offline');
  });

  it('waits with its backoff after any other loss, and longer each time', () => {
    FakeSocket.made[0].closedBy(1006);
    expect(states.at(-1)).toBe('offline');
    // The first wait is 250-500 ms (half the 500 ms step, plus up to as much again at random).
    vi.advanceTimersByTime(249);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(251);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].closedBy(1006);
    // The second is 500-1000 ms.
    vi.advanceTimersByTime(499);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(501);
    expect(FakeSocket.made).toHaveLength(3);
  });

  it('does not reconnect once refused (4401)', () => {
    FakeSocket.made[0].closedBy(WS_CLOSE.unauthorized);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(states.at(-1)).toBe('refused');
  });
});
