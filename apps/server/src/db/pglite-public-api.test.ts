import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// PGlite is used through its documented API only (decision 020): no member of its internals and no
// PostgreSQL wire protocol of ours, so an upgrade of PGlite cannot break the app from underneath.
const src = join(import.meta.dirname, '..');
const files = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('pglite-public-api.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));

/** PGlite's internals and its protocol layer, anywhere in the server's source. */
const INTERNALS: [string, RegExp][] = [
  [
    'an underscore member of PGlite (_runExclusiveTransaction…)',
    /\b_runExclusive\w*|_IsTransactionBlock|_pgl_\w+/,
  ],
  ['a raw protocol call (execProtocol, execProtocolRaw, execProtocolRawStream…)', /\bexecProtocol\w*/],
  [
    'PGlite’s protocol parser or writer',
    /\bprotocol\s*\.\s*(Parser|serialize|messages)\b|\{[^}]*\bprotocol\b[^}]*\}\s*from\s*'@electric-sql\/pglite'/,
  ],
];
/** In a file that imports PGlite, any `._x` member is one of its (or another library's) internals. */
const UNDERSCORE_MEMBER = /\.\s*_[A-Za-z]\w*/;
const IMPORTS_PGLITE = /from\s+'@electric-sql\/pglite[^']*'/;

describe('the server uses PGlite through its public API', () => {
  it('finds the files that open PGlite (the scan reads the source)', () => {
    expect(files.filter(({ text }) => IMPORTS_PGLITE.test(text)).length).toBeGreaterThanOrEqual(4);
  });

  for (const [what, pattern] of INTERNALS) {
    it(`never calls ${what}`, () => {
      expect(files.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([]);
    });
  }

  it('never reaches for an underscore member in a file that imports PGlite', () => {
    const found = files
      .filter(({ text }) => IMPORTS_PGLITE.test(text))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .filter((line) => UNDERSCORE_MEMBER.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });
});
