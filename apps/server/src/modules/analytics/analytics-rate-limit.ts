/**
 * A fixed-window count per client address, in this process: enough to stop one browser or script
 * from flooding the event table (each API process counts on its own; docs/analytics.md).
 */
export function windowLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return (key: string): boolean => {
    const t = now();
    if (t - windowStart >= windowMs) {
      windowStart = t;
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n <= limit;
  };
}
