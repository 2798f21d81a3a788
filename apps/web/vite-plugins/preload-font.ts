import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the built font file whose name starts with `fileStem` (for example
 * `public-sans-latin-400-normal`), so the browser fetches it with the page instead of after the CSS.
 */
export function preloadFont(fileStem: string): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find(
          (name) => name.includes(`/${fileStem}-`) && name.endsWith('.woff2'),
        );
        if (!file) throw new Error(`preload-font: no built .woff2 named ${fileStem}-*`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
