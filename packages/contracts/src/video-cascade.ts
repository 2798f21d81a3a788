/**
 * The video library's four-level classification cascade (spec 000 "Video store"; docs/video.md):
 * category → sub-category → topic → series. A selection is four ids, one a level, 0 for "none", written
 * `3,7,0,0` in the URL. The spec's store starts at '0,0,0,0' and its select(index, newId, items) gives
 * the comma-separated pids of the items with the one at index replaced; here a change also resets
 * the levels below, and the result is checked against the tree so it always names an existing path.
 */

export const CASCADE_LEVELS = 4;

/**
 * The list's sort keys live here, beside the cascade, because the page's URL schema needs both and is
 * loaded with every page (route search validation is not code-split); the zod contracts are not.
 */
export const videoSortKeys = ['createdAt', 'title', 'size'] as const;
export type VideoSortKey = (typeof videoSortKeys)[number];
export const EMPTY_PATH = '0,0,0,0';

/** A node of the classification tree as the cascade needs it: pid is the parent's id, 0 at level 1. */
export type CascadeNode = { id: number; pid: number };

/** One level's current choice, as the spec's store holds it. */
export type CascadeItem = { pid: number };

/** Four ids from `3,7,0,0`; anything unreadable at a level reads as 0 there (and below). */
export function parsePath(text: string | undefined | null): number[] {
  const parts = (text ?? '').split(',');
  const ids: number[] = [];
  for (let i = 0; i < CASCADE_LEVELS; i++) {
    const part = parts[i]?.trim() ?? '';
    const id = /^[1-9][0-9]{0,9}$/.test(part) ? Number(part) : 0;
    ids.push(ids.includes(0) ? 0 : id);
  }
  return ids;
}

export const formatPath = (ids: readonly number[]) => ids.join(',');

/**
 * The longest valid start of `ids`: each non-zero id must be a node whose parent is the id at the level
 * above (the root, 0, at level 1); the first id that is not, and every id below it, become 0.
 */
export function validPath(ids: readonly number[], nodes: readonly CascadeNode[]): number[] {
  const parentOf = new Map(nodes.map((n) => [n.id, n.pid]));
  const out: number[] = [];
  let above = 0;
  let broken = false;
  for (let i = 0; i < CASCADE_LEVELS; i++) {
    const id = ids[i] ?? 0;
    if (broken || id === 0 || parentOf.get(id) !== above) {
      broken = true;
      out.push(0);
      continue;
    }
    out.push(id);
    above = id;
  }
  return out;
}

/**
 * The spec's select: the items' pids with the one at `index` replaced by `newId` and, because each
 * level's choices depend on the one above, every level below reset to 0. The result is then cut back
 * to a path that exists in `nodes`, so a stale or hand-typed choice never names a missing branch.
 */
export function select(
  index: number,
  newId: number,
  items: readonly CascadeItem[],
  nodes: readonly CascadeNode[],
): string {
  const ids: number[] = [];
  for (let i = 0; i < CASCADE_LEVELS; i++) {
    const current = items[i]?.pid ?? 0;
    ids.push(i < index ? current : i === index ? newId : 0);
  }
  return formatPath(validPath(ids, nodes));
}

/** The store's items of a path string, for `select`. */
export const itemsOf = (path: string): CascadeItem[] => parsePath(path).map((pid) => ({ pid }));

/** The deepest chosen id of a path, 0 when nothing is chosen. */
export function deepestOf(ids: readonly number[]): number {
  let deepest = 0;
  for (const id of ids) {
    if (id === 0) break;
    deepest = id;
  }
  return deepest;
}

/** The path from the root to `id` (itself included), padded with 0; EMPTY when id is unknown. */
export function pathTo(id: number, nodes: readonly CascadeNode[]): number[] {
  const parentOf = new Map(nodes.map((n) => [n.id, n.pid]));
  const chain: number[] = [];
  let at = id;
  while (at !== 0 && parentOf.has(at) && chain.length < CASCADE_LEVELS) {
    chain.unshift(at);
    at = parentOf.get(at) ?? 0;
  }
  if (at !== 0) return [0, 0, 0, 0];
  while (chain.length < CASCADE_LEVELS) chain.push(0);
  return chain;
}

/** The choices at a level: the children of the id chosen above (the roots at level 0). */
export function choicesAt<N extends CascadeNode>(level: number, ids: readonly number[], nodes: readonly N[]) {
  const above = level === 0 ? 0 : (ids[level - 1] ?? 0);
  if (level > 0 && above === 0) return [];
  return nodes.filter((n) => n.pid === above);
}
