import { HASH_SCROLL_OFFSET } from '@/lib/config';

/** Scrolls smoothly to the element of a hash, stopping 60px above it so the sticky navbar does not hide it. */
export function scrollToHash(hash: string) {
  const el = document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
  if (!el) return;
  const top = el.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
  window.scrollTo({ top, behavior: 'smooth' });
}
