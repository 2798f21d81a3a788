import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './scroll-to-hash';

describe('scrollToHash', () => {
  const { scrollTo } = window;
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    // The window outlives this file (the web project runs without isolation): put back what was replaced.
    window.scrollTo = scrollTo;
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('scrolls smoothly to the anchor, 60px above it', () => {
    const target = document.createElement('section');
    target.id = 'billing plans';
    document.body.append(target);
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;

    scrollToHash('#billing%20plans');
    expect(scrollTo).toHaveBeenCalledWith({ top: 540, behavior: 'smooth' });
  });

  it('does nothing when the anchor is not on the page', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollToHash('#missing');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
