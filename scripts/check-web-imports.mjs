#!/usr/bin/env node
// Fails when a web file breaks the import rules (see web-import-rules.mjs): prints each import that
// does as file:line → target, and exits 1.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brokenRule, importsOf, resolveImport } from './web-import-rules.mjs';

const root = join(import.meta.dirname, '..');
const src = join(root, 'apps', 'web', 'src');
const shown = (file) => `apps/web/src/${file}`;

const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(sep).join('/'))
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.gen.ts'));

let broken = 0;
for (const file of files.sort()) {
  for (const { line, specifier } of importsOf(readFileSync(join(src, file), 'utf8'))) {
    const target = resolveImport(file, specifier);
    const reason = target && brokenRule(file, target);
    if (!reason) continue;
    broken += 1;
    console.error(`${shown(file)}:${line} → ${shown(target)}: ${reason}`);
  }
}

if (broken) {
  console.error(`\n${broken} import(s) break the web's import rules (scripts/web-import-rules.mjs).`);
  process.exit(1);
}
console.log(
  `Web imports: ${files.length} files under ${relative(root, src)}, every import follows the rules.`,
);
