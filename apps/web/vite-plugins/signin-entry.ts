import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The sign-in entry's source: /login, /register, /forgot-password (docs/decisions/014-login-weight.md). */
export const SIGNIN_ENTRY = 'src/signin.tsx';

/** The built file of the sign-in entry and the files it imports statically, entry first. */
export function signinFiles(bundle: OutputBundle): string[] {
  const entry = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith(SIGNIN_ENTRY),
  );
  if (!entry) throw new Error(`signin-entry: no entry chunk for ${SIGNIN_ENTRY}`);
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || files.includes(file)) return;
    files.push(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  return files;
}

/**
 * By module id, what the chunk groups of vite.config.ts read: `signin`, what the sign-in entry imports
 * statically; `signinPages`, what the account pages it loads when shown (`import()`: /register,
 * /forgot-password) import statically; `app`, what the app's entry imports statically and what the
 * modules named `alsoApp` import (a chunk group of their own that most pages load: the sign-in page must
 * not load it).
 */
export type EntryGraphs = { app: Set<string>; signin: Set<string>; signinPages: Set<string> };

/**
 * Names the sign-in entry in index.html, `<meta name="signin-entry">` and a `<meta name="signin-module">`
 * per file it imports: the server makes them the sign-in page's module script and modulepreloads
 * instead of the app's (`withSigninEntry`, apps/server/src/lib/web-app.ts; decision 014).
 */
export function signinEntry(alsoApp: RegExp): { plugin: Plugin; graphs: EntryGraphs } {
  const graphs: EntryGraphs = { app: new Set(), signin: new Set(), signinPages: new Set() };
  const plugin: Plugin = {
    name: 'signin-entry',
    apply: 'build',
    buildEnd() {
      const closure = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closure(imported, into);
      };
      graphs.app.clear();
      graphs.signin.clear();
      graphs.signinPages.clear();
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry || alsoApp.test(id))
          closure(id, id.endsWith(SIGNIN_ENTRY) ? graphs.signin : graphs.app);
      }
      for (const id of graphs.signin) {
        for (const page of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          closure(page, graphs.signinPages);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const [entry, ...modules] = signinFiles(ctx.bundle);
        return [
          { tag: 'meta', attrs: { name: 'signin-entry', content: `/${entry}` }, injectTo: 'head' },
          ...modules.map((file) => ({
            tag: 'meta',
            attrs: { name: 'signin-module', content: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
  return { plugin, graphs };
}
