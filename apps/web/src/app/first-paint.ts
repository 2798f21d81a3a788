/**
 * index.html's plain-HTML sign-in card (decision 014) and a page the server rendered (decision 018)
 * cover the page until the app has drawn its first page underneath; then they go, in one frame, and
 * nothing moves. Called by each entry once it has drawn (main.tsx, signin.tsx).
 */
export function removeFirstPaint() {
  requestAnimationFrame(() => {
    for (const id of ['boot-shell', 'ssr-page']) document.getElementById(id)?.remove();
  });
}
