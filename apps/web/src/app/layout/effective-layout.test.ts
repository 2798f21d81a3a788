import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/lib/settings/settings-store';
import { effectiveLayout, useEffectiveLayout } from './effective-layout';

/** A window whose width the test can change; matchMedia answers max-width queries against it. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const queries = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    queries.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, l: () => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => entry.listeners.delete(l),
      addListener: (l: () => void) => entry.listeners.add(l),
      removeListener: (l: () => void) => entry.listeners.delete(l),
    };
  }) as unknown as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    for (const q of queries) for (const l of q.listeners) l();
  };
}

describe('effective layout', () => {
  it('forces the vertical layout below the 976px overlay breakpoint and keeps the choice above it', () => {
    expect(effectiveLayout({ navLayout: 'horizontal', navCollapsed: false }, true).navLayout).toBe(
      'vertical',
    );
    expect(effectiveLayout({ navLayout: 'horizontal', navCollapsed: false }, false).navLayout).toBe(
      'horizontal',
    );
  });

  it('never shows a collapsed rail in the overlay drawer', () => {
    expect(effectiveLayout({ navLayout: 'vertical', navCollapsed: true }, true).collapsed).toBe(false);
    expect(effectiveLayout({ navLayout: 'vertical', navCollapsed: true }, false).collapsed).toBe(true);
  });

  describe('as the window is resized', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      localStorage.clear();
      settingsStore.reload();
    });
    afterEach(() => {
      cleanup();
      window.matchMedia = original;
    });

    it('brings back the stored horizontal layout when the screen is wide again, without rewriting it', () => {
      const resize = fakeWindowWidth(1280);
      settingsStore.set({ navLayout: 'horizontal' });
      const { result } = renderHook(() => useEffectiveLayout());
      expect(result.current).toMatchObject({ navLayout: 'horizontal', overlay: false });

      act(() => resize(900));
      expect(result.current).toMatchObject({ navLayout: 'vertical', overlay: true });
      expect(settingsStore.get().navLayout).toBe('horizontal');

      act(() => resize(976));
      expect(result.current).toMatchObject({ navLayout: 'horizontal', overlay: false });
    });

    it('treats 975px as narrow', () => {
      fakeWindowWidth(975);
      const { result } = renderHook(() => useEffectiveLayout());
      expect(result.current.overlay).toBe(true);
    });
  });
});
