/** A change from the previous period as a ratio (0.25 for +25%); null when there was nothing before. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

/** Part of a whole, 0 when the whole is 0. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** On-time deliveries as a share of the period's deliveries; null without deliveries. */
export const onTimeRate = (f: { delivered: number; onTime: number }) =>
  f.delivered > 0 ? f.onTime / f.delivered : null;
