/// <reference lib="dom" />
import type { Page } from '@playwright/test';

// Interaction to Next Paint (web.dev/inp) as the browser reports it: each interaction's Event Timing
// entries (pointerdown, pointerup, click, keydown…) share an interaction id, and the longest entry's
// duration is the time from the input to the next frame painted after its handlers ran. Used by the
// responsiveness journey (e2e/responsiveness.spec.ts) and bench/inp.ts.

/** Starts recording the page's interactions (forgetting any recorded before). */
export async function recordInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { longestInteraction: number; interactionObserver?: PerformanceObserver };
    w.longestInteraction = 0;
    w.interactionObserver?.disconnect();
    w.interactionObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (entry.interactionId) w.longestInteraction = Math.max(w.longestInteraction, entry.duration);
    });
    w.interactionObserver.observe({
      type: 'event',
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
}

/** The longest interaction since `recordInteractions`, in ms, once its frame has been painted and reported. */
export async function longestInteraction(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  return page.evaluate(() => (window as unknown as { longestInteraction: number }).longestInteraction);
}
