import { readFileSync } from 'node:fs';
import { minify, type Plugin, transformWithOxc } from 'vite';

/**
 * Puts a typed module's function into index.html as a classic inline script that calls it: the
 * module is type-checked, linted and tested like any other, and the page runs it before anything
 * else has loaded. The module must import nothing (its `export`s are dropped). The server's CSP allows
 * the script by its hash, computed from the built file (apps/server/src/lib/web-app.ts).
 */
export function inlineScript(file: string, call: string): Plugin {
  return {
    name: 'inline-script',
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        const source = readFileSync(file, 'utf8');
        if (/^import\s/m.test(source)) throw new Error(`inline-script: ${file} must import nothing`);
        const { code } = await transformWithOxc(source, file, { lang: 'ts' });
        const script = `(() => {${code.replace(/^export /gm, '')}\n${call}();})();`;
        const minified = await minify('inline-script.js', script, {});
        if (minified.errors.length) throw new Error(`inline-script: ${minified.errors[0].message}`);
        return [{ tag: 'script', children: minified.code.trim(), injectTo: 'body-prepend' }];
      },
    },
  };
}
