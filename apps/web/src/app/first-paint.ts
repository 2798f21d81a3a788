/**
 * A page the server rendered for the app to take over (decision 018) covers the page until the app has
 * drawn its first page underneath; then it goes, in one frame, and nothing moves. Called by main.tsx
 * once the router has drawn.
 */
export function removeFirstPaint() {
  requestAnimationFrame(() => document.getElementById('ssr-page')?.remove());
}
