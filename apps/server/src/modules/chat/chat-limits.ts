import type { RateLimit } from '../../lib/rate-limit.ts';

/**
 * The chat's limits (docs/chat.md, Limits): generous for a person, tight for a script.
 * Messages sent, per user, in the database (every API process draws from one bucket): a burst of 20,
 * then 2 a second.
 */
export const MESSAGE_LIMIT: RateLimit = { burst: 20, seconds: 10 };
/** Open sockets per user, over all API processes (counted from the presence rows). */
export const SOCKETS_PER_USER = 10;
/** Frames a socket may send: a burst of 120, then 12 a second; past that it is closed (4429). */
export const FRAME_LIMIT: RateLimit = { burst: 120, seconds: 10 };
/** A user's "typing" starts relayed by one process: one a second, the rest dropped. */
export const TYPING_INTERVAL_MS = 1000;
/** Recipients a user's open "typing" is remembered for (so that its stop is relayed). */
const TYPING_OPEN_MAX = 20;

/** A token bucket in memory, for what belongs to one socket (and so to one process). */
export class FrameBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly limit: RateLimit,
    now = Date.now(),
  ) {
    this.tokens = limit.burst;
    this.at = now;
  }

  take(now = Date.now()): boolean {
    const rate = this.limit.burst / (this.limit.seconds * 1000);
    this.tokens = Math.min(this.limit.burst, this.tokens + (now - this.at) * rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Which typing frames are relayed: a start at most once per TYPING_INTERVAL_MS per sender (the web app
 * repeats it every 3 s while one types, and the indicator shows for 6 s), and a stop only for a
 * recipient whose start was relayed, so that no indicator stays on and a script alternating start and
 * stop gets at most two frames a second through. Dropped frames are dropped silently.
 */
export class TypingGate {
  private readonly senders = new Map<number, { lastStart: number; open: Set<number> }>();

  pass(from: number, to: number, typing: boolean, now = Date.now()): boolean {
    const sender = this.senders.get(from);
    if (!typing) return sender?.open.delete(to) ?? false;
    if (sender && now - sender.lastStart < TYPING_INTERVAL_MS) return false;
    const state = sender ?? { lastStart: now, open: new Set<number>() };
    this.senders.set(from, state);
    state.lastStart = now;
    state.open.delete(to);
    state.open.add(to);
    if (state.open.size > TYPING_OPEN_MAX) state.open.delete(state.open.values().next().value as number);
    return true;
  }

  /** The user has no socket left on this process. */
  forget(userId: number): void {
    this.senders.delete(userId);
  }
}
