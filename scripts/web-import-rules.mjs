// The import rules of apps/web/src, as pure functions (scripts/check-web-imports.mjs applies them to
// the tree; apps/web/src/import-rules.test.ts tests them). A file's layer is its first folder under
// src: a lower layer never imports a higher one, and no feature imports another feature.
import { posix } from 'node:path';

/** The layers each layer must not import (besides the rule between features). */
const FORBIDDEN = {
  lib: ['app', 'features', 'routes'],
  components: ['app', 'features', 'routes'],
  i18n: ['app', 'features', 'routes'],
  features: ['routes'],
};

const STATIC = /\b(?:import|export)\s+(?:type\s+)?(?:[\w$*{},\s]*?\s*from\s*)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Comments become blanks of the same length, so an import named in a comment is no import and offsets keep their line. */
function blankComments(source) {
  return source.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:'"])\/\/[^\n]*/g,
    (match, before = '') => before + match.slice(before.length).replace(/[^\n]/g, ' '),
  );
}

/** Every module a source file imports or re-exports, with the line of its name. */
export function importsOf(source) {
  const text = blankComments(source);
  const found = [];
  for (const pattern of [STATIC, DYNAMIC]) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index + match[0].lastIndexOf(match[1]);
      found.push({ line: text.slice(0, at).split('\n').length, specifier: match[1] });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The imported file's path under src (`lib/api-client`), or null for a package or a file outside src. */
export function resolveImport(fromFile, specifier) {
  let target;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.')) target = posix.join(posix.dirname(fromFile), specifier);
  else return null;
  target = posix.normalize(target);
  return target.startsWith('..') ? null : target;
}

function layerOf(file) {
  const [first, second] = file.split('/');
  if (!file.includes('/')) return { layer: '' };
  return { layer: first, feature: first === 'features' ? second : undefined };
}

/** Why importing `target` from `fromFile` (both paths under src) breaks a rule, or null when it does not. */
export function brokenRule(fromFile, target) {
  const from = layerOf(fromFile);
  const to = layerOf(target);
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `features/${from.feature} must not import another feature (features/${to.feature})`;
  }
  if (FORBIDDEN[from.layer]?.includes(to.layer)) return `${from.layer}/ must not import ${to.layer}/`;
  return null;
}
